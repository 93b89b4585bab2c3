import { beforeEach, expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { auditActionsOn, givenAdmin, signedInAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { MemoryMailer, TestClient, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('admin: actions on a user', (ctx) => {
  let client: TestClient;
  let admin: { id: number; login: string };
  let mailer: MemoryMailer;
  let target: { id: number; login: string; password: string };

  beforeEach(async () => {
    mailer = new MemoryMailer();
    ({ client, admin } = await signedInAdmin(ctx.db, { mailer }));
    target = await givenUser(ctx.db, { email: `t${Date.now()}@example.org` });
  });

  const userRow = () =>
    ctx.db.kysely.selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirst();

  it('locks a user, who can no longer sign in and loses open sessions, then unlocks', async () => {
    const own = new TestClient(createTestApp(ctx.db));
    await own.signIn(target.login, target.password);
    expect((await client.post(`/api/users/${target.id}/toggleLock`)).status).toBe(200);
    expect((await own.get('/api/user')).status).toBe(401);
    const refused = await new TestClient(createTestApp(ctx.db)).signIn(
      target.login,
      target.password,
    );
    expect(refused.body).toEqual({ messageCode: 'LockedException' });
    await client.post(`/api/users/${target.id}/toggleLock`);
    expect((await own.signIn(target.login, target.password)).status).toBe(200);
    expect(await auditActionsOn(ctx.db, target.id)).toEqual(['USER_LOCK', 'USER_UNLOCK']);
    const entry = await ctx.db.kysely
      .selectFrom('adminAuditLog')
      .selectAll()
      .where('targetUserId', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({
      adminId: admin.id,
      adminLogin: admin.login,
      targetLogin: target.login,
    });
  });

  it('forgets the failures counted against the login when unlocking', async () => {
    const guesser = new TestClient(createTestApp(ctx.db));
    for (let i = 0; i < 11; i += 1) await guesser.signIn(target.login, `Wrong-${i}`);
    expect((await guesser.signIn(target.login, target.password)).status).toBe(429);
    await client.post(`/api/users/${target.id}/toggleLock`);
    await client.post(`/api/users/${target.id}/toggleLock`);
    expect((await guesser.signIn(target.login, target.password)).status).toBe(200);
  });

  it('activates an inactive user', async () => {
    await ctx.db.kysely
      .updateTable('users')
      .set({ active: 0 })
      .where('id', '=', target.id)
      .execute();
    expect((await client.post(`/api/users/${target.id}/activate`)).status).toBe(200);
    expect((await userRow())?.active).toBe(1);
    expect(await auditActionsOn(ctx.db, target.id)).toEqual(['USER_ACTIVATE']);
  });

  it('deletes another user with everything they own, and keeps the audit entry', async () => {
    const res = await client.delete(`/api/users/${target.id}`);
    expect(res.status).toBe(204);
    expect(await userRow()).toBeUndefined();
    expect(await auditActionsOn(ctx.db, target.id)).toEqual(['USER_DELETE']);
    expect((await client.get('/api/user')).status).toBe(200);
    expect((await client.delete(`/api/users/${target.id}`)).status).toBe(404);
  });

  it('never acts on another admin or on itself', async () => {
    const other = await givenAdmin(ctx.db);
    expect((await client.post(`/api/users/${other.id}/toggleLock`)).body).toEqual({
      messageCode: 'admin.user.isAdmin',
    });
    expect((await client.post(`/api/users/${admin.id}/toggleLock`)).body).toEqual({
      messageCode: 'admin.user.isSelf',
    });
    expect(await auditActionsOn(ctx.db, other.id)).toEqual([]);
  });

  it('mails a reset link', async () => {
    expect((await client.post(`/api/users/${target.id}/resetPassword`)).status).toBe(200);
    const link = mailer.lastLinkTo((await userRow())!.email!);
    expect(link.pathname).toBe('/forgotPassword');
    expect(link.searchParams.get('login')).toBe(target.login);
    expect(await auditActionsOn(ctx.db, target.id)).toEqual(['USER_RESET_PASSWORD']);
  });

  it('changes the profile with a comment and an end date; ADMIN and DEV are refused', async () => {
    const profiles = (await client.get('/api/profile')).body as {
      id: number;
      name: string;
      assignable: boolean;
    }[];
    const id = (name: string) => profiles.find((p) => p.name === name)!.id;
    expect(profiles.filter((p) => p.assignable).map((p) => p.name)).toEqual(['USER', 'PREMIUM']);
    const endDate = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const body = { profileId: id('PREMIUM'), comment: ' Trial ', profileEndDate: endDate };
    expect((await client.post(`/api/users/${target.id}/profileAndComment`, body)).status).toBe(200);
    expect(await userRow()).toMatchObject({
      profileId: id('PREMIUM'),
      comment: 'Trial',
      profileEndDate: endDate,
    });
    const user = (await client.get(`/api/users/${target.id}`)).body;
    expect(user.subscriptionTypes).toEqual(['DISCOVERY_PREMIUM']);
    for (const name of [ProfileName.admin, ProfileName.dev]) {
      const res = await client.post(`/api/users/${target.id}/profileAndComment`, {
        profileId: id(name),
      });
      expect(res.body).toEqual({ messageCode: 'admin.profile.notAssignable' });
    }
    expect((await userRow())?.profileId).toBe(id('PREMIUM'));
    expect(await auditActionsOn(ctx.db, target.id)).toEqual(['USER_PROFILE']);
  });

  it('sets the auto-import mode', async () => {
    const res = await client.post(`/api/users/${target.id}/modeAutoImport`, {
      modeAutoImport: 'AUTO',
    });
    expect(res.status).toBe(200);
    expect((await client.get(`/api/users/${target.id}`)).body.parameter).toEqual({
      modeAutoImport: 'AUTO',
    });
    expect(
      (await client.post(`/api/users/${target.id}/modeAutoImport`, { modeAutoImport: 'X' })).status,
    ).toBe(400);
  });

  it('answers 404 for an unknown user, changing nothing', async () => {
    for (const action of ['toggleLock', 'activate', 'resetPassword']) {
      expect((await client.post(`/api/users/999999/${action}`)).status).toBe(404);
    }
  });
});
