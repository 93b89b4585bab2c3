import { beforeAll, expect, it } from 'vitest';
import { encodePassword } from '../../../contract/auth';
import { auditActionsOn, givenUserCreatedOn, signedInAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { MemoryMailer, TestClient, createTestApp, givenUser } from '../../test/test-app';

describeOnDatabases('admin: creation, reminders, figures, export', (ctx) => {
  let client: TestClient;
  const mailer = new MemoryMailer();

  beforeAll(async () => {
    ({ client } = await signedInAdmin(ctx.db, { mailer }));
  });

  const newAdmin = (overrides: Record<string, string> = {}) => ({
    login: `second${Date.now() % 100000}`,
    usageName: 'Second admin',
    email: `second${Date.now() % 100000}@example.org`,
    password: 'Admin-2026',
    confirmation: 'Admin-2026',
    ...overrides,
  });

  it.each([
    ['an empty login', { login: '' }, 'admin.create.allFieldsAreRequired'],
    ['no display name', { usageName: '  ' }, 'admin.create.allFieldsAreRequired'],
    ['no password', { password: '', login: 'x' }, 'admin.create.allFieldsAreRequired'],
    ['another confirmation', { confirmation: 'Admin-2027' }, 'modal.password.invalidConfirmation'],
    [
      'a weak password',
      { password: 'abcdefgh', confirmation: 'abcdefgh' },
      'signup.form.password.weak',
    ],
  ])('refuses a new admin with %s', async (_name, overrides, code) => {
    const res = await client.post('/api/users/createAdmin', newAdmin(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: code });
  });

  it('creates an admin who can sign in to the admin area', async () => {
    const body = newAdmin();
    const res = await client.post('/api/users/createAdmin', body);
    expect(res.status).toBe(200);
    const other = new TestClient(createTestApp(ctx.db));
    const signIn = await other.post('/api/authenticate', {
      username: body.login,
      password: encodePassword(body.password),
    });
    expect(signIn.body.roles).toContain('ROLE_ADMIN');
    expect((await other.get('/api/users/countPerProfile')).status).toBe(200);
    expect(await auditActionsOn(ctx.db, res.body.value)).toEqual(['ADMIN_CREATE']);
    expect((await client.post('/api/users/createAdmin', body)).body).toEqual({
      messageCode: 'UserAlreadyExistException',
    });
  });

  it('counts inactive accounts of a range with pretend=true, mails them with pretend=false', async () => {
    const waiting = await givenUserCreatedOn(ctx.db, '2002-05-10', { active: false });
    await givenUserCreatedOn(ctx.db, '2002-05-11');
    await givenUserCreatedOn(ctx.db, '2002-06-01', { active: false });
    const range = { startDate: '2002-05-01', endDate: '2002-05-31' };
    const counted = await client.post('/api/users/activationReminder?pretend=true', range);
    expect(counted.body).toEqual({ value: 1 });
    expect(mailer.sent).toHaveLength(0);
    const sent = await client.post('/api/users/activationReminder?pretend=false', range);
    expect(sent.body).toEqual({ value: 1 });
    const email = (
      await ctx.db.kysely
        .selectFrom('users')
        .select('email')
        .where('id', '=', waiting.id)
        .executeTakeFirstOrThrow()
    ).email!;
    expect(mailer.lastLinkTo(email).pathname).toBe('/api/signup/activate');
  });

  it('counts users per profile and sums up the usage', async () => {
    await givenUser(ctx.db);
    const counts = (await client.get('/api/users/countPerProfile')).body as {
      name: string;
      count: number;
    }[];
    expect(counts.map((c) => c.name)).toEqual(['USER', 'PREMIUM', 'DEV', 'ADMIN']);
    expect(counts.find((c) => c.name === 'ADMIN')!.count).toBeGreaterThanOrEqual(2);
    const summary = (await client.get('/api/users/usageSummary')).body;
    expect(summary.signUpsPerMonth).toHaveLength(12);
    expect(summary.signUpsPerMonth.at(-1).count).toBeGreaterThanOrEqual(1);
    expect(summary.activeUsersLast30Days).toBeGreaterThanOrEqual(1);
    expect(summary).toMatchObject({
      operations: expect.any(Number),
      imports: expect.any(Number),
      syncConnections: 0,
    });
  });

  it('exports a CSV without hashes, formulas made inert, named in Content-Disposition', async () => {
    const sneaky = await givenUser(ctx.db, {
      login: `sneaky${Date.now() % 100000}`,
      usageName: '=HYPERLINK("http://evil")',
    });
    const all = await client.post('/api/export/users');
    expect(all.status).toBe(200);
    expect(all.headers['content-disposition']).toMatch(
      /^attachment; filename="?users-\d{4}-\d{2}-\d{2}\.csv"?$/,
    );
    expect(all.text).toContain(`'=HYPERLINK(""http://evil"")`);
    expect(all.text).not.toMatch(/argon2|\$argon|password/i);
    const one = await client.post('/api/export/users', { users: String(sneaky.id) });
    expect(one.text.trim().split('\r\n')).toHaveLength(2);
  });

  it('answers every signed-in user their own functionalities', async () => {
    const user = await givenUser(ctx.db);
    const own = new TestClient(createTestApp(ctx.db));
    await own.signIn(user.login, user.password);
    expect((await own.get('/api/functionalities/users/current')).body).toEqual([]);
    expect((await client.get('/api/functionalities/users/current')).body).toContainEqual({
      code: 'DEV',
    });
    expect((await client.get('/api/functionalities')).body).toHaveLength(6);
    expect((await client.get('/api/packs')).body).toHaveLength(4);
  });
});
