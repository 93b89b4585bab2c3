import { expect, it } from 'vitest';
import { ProfileName } from '../../../contract/access';
import { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { whenIdle } from '../../jobs/background';
import { givenAdmin } from '../../test/admin-fixtures';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';
import { createGeneratedUser } from '../demo/demo';

const DAY = 24 * 60 * 60_000;

describeOnDatabases('premium gifts', (ctx) => {
  async function setup() {
    const clock = new TestClock();
    const sandbox = new SandboxProvider(clock.read);
    const app = createTestApp(ctx.db, {
      clock: clock.read,
      payments: { provider: sandbox, sandbox },
    });
    const signedIn = async (user: { login: string; password: string }) => {
      const client = new TestClient(app);
      await client.signIn(user.login, user.password);
      return client;
    };
    const adminUser = await givenAdmin(ctx.db);
    const admin = await signedIn(adminUser);
    const user = await givenUser(ctx.db);
    return { clock, sandbox, app, admin, adminUser, user, client: await signedIn(user), signedIn };
  }

  const profileIds = async (admin: TestClient) => {
    const profiles = (await admin.get('/api/profile')).body as { id: number; name: string }[];
    return (name: string) => profiles.find((p) => p.name === name)!.id;
  };

  async function give(admin: TestClient, userId: number, name: string, profileEndDate?: string) {
    const id = await profileIds(admin);
    const body = { profileId: id(name), profileEndDate: profileEndDate ?? null };
    expect((await admin.post(`/api/users/${userId}/profileAndComment`, body)).status).toBe(200);
  }

  async function refreshAnonymously(app: ReturnType<typeof createTestApp>, id: number) {
    const anonymous = new TestClient(app);
    expect((await anonymous.get('/api/health')).status).toBe(200);
    const res = await anonymous.post(`/public/api/user/${id}/subscription-date`);
    await whenIdle();
    return res;
  }

  async function subscribe(client: TestClient, versionOption: string) {
    const started = await client.post('/api/updateProfile', { version: 'PREMIUM', versionOption });
    expect(started.status).toBe(200);
    const page = await client.get(started.body.approveUrl);
    const action = /action="([^"]*decision=approve)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
    expect((await client.post(action)).status).toBe(303);
  }

  const profileOf = async (client: TestClient) => {
    const me = (await client.get('/api/user')).body;
    return { name: me.profile.name, endDate: me.profileEndDate };
  };

  it('keeps the demo user’s premium through an anonymous subscription-date refresh', async () => {
    const { app, clock, signedIn } = await setup();
    const person = { login: 'giftdemo', password: 'demo1234', usageName: 'D', email: 'd@x.org' };
    const id = await createGeneratedUser(ctx.db.kysely, person, {
      operations: 40,
      seed: 7,
      endDate: '2026-05-31',
    });
    const demo = await signedIn(person);
    expect((await demo.get('/api/tags')).status).toBe(200);
    expect((await refreshAnonymously(app, id)).status).toBe(204);
    expect((await demo.get('/api/tags')).status).toBe(200);
    clock.advance(400 * DAY);
    const later = await signedIn(person);
    expect(await profileOf(later)).toEqual({ name: ProfileName.premium, endDate: null });
  });

  it('keeps an admin’s gift while the user subscribes to auto-import and cancels', async () => {
    const { admin, client, user, clock, signedIn } = await setup();
    await give(admin, user.id, ProfileName.premium);
    await subscribe(client, 'AUTOIMPORT_MENSUEL');
    expect(await profileOf(client)).toEqual({ name: ProfileName.premium, endDate: null });
    expect((await client.post('/api/updateProfile', { version: 'FREE' })).status).toBe(200);
    const [sub] = (await client.get('/api/paypal/subscriptions')).body;
    const cancel = `/api/paypal/subscription/${sub.subscriptionId}/cancel/simple/users/${user.id}`;
    expect((await client.post(cancel)).status).toBe(200);
    clock.advance(60 * DAY);
    const later = await signedIn(user);
    expect(await profileOf(later)).toEqual({ name: ProfileName.premium, endDate: null });
    expect((await later.get('/api/tags')).status).toBe(200);
  });

  it('keeps the gift after a paid premium ends; the admin taking it back ends it', async () => {
    const { admin, adminUser, app, client, user, clock, signedIn } = await setup();
    await give(admin, user.id, ProfileName.premium);
    await subscribe(client, 'PREMIUM_MENSUEL');
    expect((await client.post('/api/updateProfile', { version: 'FREE' })).body.outcome).toBe(
      'CANCELLED',
    );
    clock.advance(60 * DAY);
    const later = await signedIn(user);
    expect(await profileOf(later)).toEqual({ name: ProfileName.premium, endDate: null });
    await give(await signedIn(adminUser), user.id, ProfileName.user);
    expect((await later.get('/api/tags')).status).toBe(403);
    await refreshAnonymously(app, user.id);
    expect(await profileOf(later)).toEqual({ name: ProfileName.user, endDate: null });
  });

  it('keeps a gift with an end date until that day, then ends it', async () => {
    const { admin, app, user, clock, signedIn } = await setup();
    await give(admin, user.id, ProfileName.premium, '2026-06-20');
    await refreshAnonymously(app, user.id);
    const client = await signedIn(user);
    expect(await profileOf(client)).toEqual({ name: ProfileName.premium, endDate: '2026-06-20' });
    clock.advance(20 * DAY);
    const after = await signedIn(user);
    expect(await profileOf(after)).toEqual({ name: ProfileName.user, endDate: null });
  });

  it('never lowers rights from the public route: the provider’s cancellation waits for its webhook', async () => {
    const { app, client, sandbox } = await setup();
    await subscribe(client, 'PREMIUM_MENSUEL');
    const [sub] = (await client.get('/api/paypal')).body.subscriptions;
    const providerId = (
      await ctx.db.kysely
        .selectFrom('subscriptions')
        .select('providerSubscriptionId')
        .where('id', '=', sub.subscriptionId)
        .executeTakeFirstOrThrow()
    ).providerSubscriptionId!;
    sandbox.setStatus(providerId, 'EXPIRED');
    const me = (await client.get('/api/user')).body;
    expect((await refreshAnonymously(app, me.idUser)).status).toBe(204);
    expect(await profileOf(client)).toEqual({ name: ProfileName.premium, endDate: null });
  });

  it('brings a pending subscription the provider reports active up to date', async () => {
    const { app, client, sandbox } = await setup();
    const started = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    const providerId = /SANDBOX-[0-9A-F]+/.exec(started.body.approveUrl)![0];
    sandbox.approve(providerId);
    const me = (await client.get('/api/user')).body;
    expect(me.profile.name).toBe(ProfileName.user);
    expect((await refreshAnonymously(app, me.idUser)).status).toBe(204);
    expect(await profileOf(client)).toEqual({ name: ProfileName.premium, endDate: null });
  });

  it('stores the provider’s ACTIVE word but never lowers a profile the data does not explain', async () => {
    const { app, client, user, sandbox } = await setup();
    const started = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'AUTOIMPORT_MENSUEL',
    });
    sandbox.approve(/SANDBOX-[0-9A-F]+/.exec(started.body.approveUrl)![0]);
    const premiumId = (
      await ctx.db.kysely
        .selectFrom('profiles')
        .select('id')
        .where('name', '=', ProfileName.premium)
        .executeTakeFirstOrThrow()
    ).id;
    await ctx.db.kysely
      .updateTable('users')
      .set({ profileId: premiumId, premiumGifted: 0 })
      .where('id', '=', user.id)
      .execute();
    await refreshAnonymously(app, user.id);
    expect(await profileOf(client)).toEqual({ name: ProfileName.premium, endDate: null });
    const [sub] = (await client.get('/api/paypal')).body.subscriptions;
    expect(sub).toMatchObject({ status: 'ACTIVE', paymentMode: 'AUTOIMPORT_MENSUEL' });
  });

  it('answers alike whatever the id, and leaves unknown ids alone', async () => {
    const { app, user } = await setup();
    const answers = [];
    for (const id of [user.id, user.id + 1000, 999999]) {
      const res = await refreshAnonymously(app, id);
      answers.push({ status: res.status, body: res.text, type: res.headers['content-type'] });
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(204);
  });
});
