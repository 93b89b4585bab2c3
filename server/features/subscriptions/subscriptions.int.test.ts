import { expect, it } from 'vitest';
import { ProfileName, Role } from '../../../contract/access';
import { SandboxProvider } from '../../integrations/payments/sandbox-provider';
import { describeOnDatabases } from '../../test/databases';
import { TestClient, TestClock, createTestApp, givenUser } from '../../test/test-app';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describeOnDatabases('subscriptions', (ctx) => {
  async function setup() {
    const clock = new TestClock();
    const sandbox = new SandboxProvider(clock.read);
    const app = createTestApp(ctx.db, {
      clock: clock.read,
      payments: { provider: sandbox, sandbox },
    });
    const user = await givenUser(ctx.db);
    const client = new TestClient(app);
    await client.signIn(user.login, user.password);
    return { clock, sandbox, app, user, client };
  }

  async function approve(client: TestClient, approveUrl: string) {
    const page = await client.get(approveUrl);
    expect(page.status).toBe(200);
    const action = /action="([^"]*decision=approve)"/.exec(page.text)![1]!.replace(/&amp;/g, '&');
    const decided = await client.post(action);
    expect(decided.status).toBe(303);
    return decided.headers.location as string;
  }

  const profileOf = async (client: TestClient) => (await client.get('/api/user')).body.profile;

  it('shows the payment page in the payer’s language', async () => {
    const clock = new TestClock();
    const sandbox = new SandboxProvider(clock.read);
    const app = createTestApp(ctx.db, {
      clock: clock.read,
      payments: { provider: sandbox, sandbox },
    });
    const user = await givenUser(ctx.db, { language: 'en' });
    const client = new TestClient(app);
    await client.signIn(user.login, user.password);
    const res = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    expect(res.body.approveUrl).toMatch(/\?lang=en$/);
    const page = await client.get(res.body.approveUrl);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('Approve the payment');
    expect(page.text).toContain('2.99 €');
  });

  it('upgrades a standard user through the sandbox: premium and its functionalities at once', async () => {
    const { client, user } = await setup();
    expect((await profileOf(client)).functionalities).toEqual([]);
    const res = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ outcome: 'APPROVAL_NEEDED', approveUrl: expect.any(String) });
    expect((await profileOf(client)).name).toBe(ProfileName.user);
    expect(await approve(client, res.body.approveUrl)).toBe('/upgrade?payment=approved');
    const profile = await profileOf(client);
    expect(profile.name).toBe(ProfileName.premium);
    expect(profile.functionalities.map((f: { code: string }) => f.code)).toContain('TAG');
    expect((await client.get('/api/tags')).status).toBe(200);
    const state = (await client.get('/api/paypal')).body;
    expect(state.types).toEqual(['MONTHLY_PREMIUM']);
    expect(state.subscriptions[0]).toMatchObject({
      status: 'ACTIVE',
      paymentMode: 'PREMIUM_MENSUEL',
      amount: 299,
      nextBillingDate: '2026-07-01',
      live: true,
    });
    expect((await client.get('/api/paypal/type')).body).toEqual({ types: ['MONTHLY_PREMIUM'] });
    expect((await client.get('/api/user/subscription-date')).body).toEqual({ date: '2026-07-01' });
    const events = (await client.get('/api/event')).body.map((e: { type: string }) => e.type);
    expect(events).toEqual(['SUBSCRIPTION_ACTIVATED', 'SUBSCRIPTION_REQUESTED']);
    const user2 = (await client.get('/api/user')).body;
    expect(user2.idUser).toBe(user.id);
    expect(user2.subscriptions).toEqual([
      expect.objectContaining({ type: 'PREMIUM', deleted: false }),
    ]);
  });

  it('refuses a second subscription within 15 minutes, and while one is active', async () => {
    const { client, clock } = await setup();
    const body = { version: 'PREMIUM', versionOption: 'PREMIUM_ANNUEL' };
    const first = await client.post('/api/updateProfile', body);
    clock.advance(14 * MINUTE);
    const second = await client.post('/api/updateProfile', body);
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ messageCode: 'param.modal.version.pending-subscr' });
    expect((await client.get('/api/paypal')).body.blockedUntil).toBe('2026-06-01T10:15:00.000Z');
    clock.advance(2 * MINUTE);
    await approve(client, first.body.approveUrl);
    clock.advance(20 * MINUTE);
    const third = await client.post('/api/updateProfile', body);
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ messageCode: 'param.modal.version.pending-subscr' });
    expect((await client.get('/api/paypal/type')).body).toEqual({ types: ['ANNUAL_PREMIUM'] });
  });

  it('cancelling keeps premium to the end of the paid period, then the profile is USER', async () => {
    const { client, user, clock } = await setup();
    const started = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    await approve(client, started.body.approveUrl);
    const [sub] = (await client.get('/api/paypal/subscriptions')).body;
    const path = `/api/paypal/subscription/${sub.subscriptionId}/cancel/simple/users/${user.id}`;
    const cancelled = await client.post(path);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: 'CANCELLED', endsAt: '2026-07-01', live: true });
    expect((await profileOf(client)).name).toBe(ProfileName.premium);
    expect((await client.get('/api/user')).body.profileEndDate).toBe('2026-07-01');
    clock.advance(30 * DAY);
    await client.signIn(user.login, user.password);
    expect((await profileOf(client)).name).toBe(ProfileName.premium);
    clock.advance(DAY);
    await client.signIn(user.login, user.password);
    const after = await client.get('/api/user');
    expect(after.body.profile).toMatchObject({ name: ProfileName.user, functionalities: [] });
    expect(after.body.subscriptions[0].deleted).toBe(true);
    expect((await client.get('/api/tags')).status).toBe(403);
    const events = (await client.get('/api/event')).body.map((e: { type: string }) => e.type);
    expect(events[0]).toBe('PREMIUM_ENDED');
  });

  it('FREE from /parameters cancels the premium subscription; a stranger’s ids answer 404', async () => {
    const { client, user, app } = await setup();
    const started = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    await approve(client, started.body.approveUrl);
    const [sub] = (await client.get('/api/paypal/subscriptions')).body;
    const other = await givenUser(ctx.db);
    const stranger = new TestClient(app);
    await stranger.signIn(other.login, other.password);
    const theirs = `/api/paypal/subscription/${sub.subscriptionId}/cancel/simple/users/${user.id}`;
    expect((await stranger.post(theirs)).status).toBe(404);
    const own = `/api/paypal/subscription/${sub.subscriptionId}/cancel/simple/users/${other.id}`;
    expect((await stranger.post(own)).status).toBe(404);
    expect((await stranger.get('/api/event')).body).toEqual([]);
    expect((await client.get('/api/paypal/subscriptions')).body[0].status).toBe('ACTIVE');
    const free = await client.post('/api/updateProfile', { version: 'FREE' });
    expect(free.body).toEqual({ outcome: 'CANCELLED', approveUrl: null });
    expect((await client.get('/api/paypal/subscriptions')).body[0].status).toBe('CANCELLED');
    expect((await client.post('/api/updateProfile', { version: 'FREE' })).body.outcome).toBe(
      'UNCHANGED',
    );
  });

  it('lets an admin cancel a user’s subscription; not a user', async () => {
    const { client, user, app } = await setup();
    const started = await client.post('/api/updateProfile', {
      version: 'PREMIUM',
      versionOption: 'PREMIUM_MENSUEL',
    });
    await approve(client, started.body.approveUrl);
    const [sub] = (await client.get('/api/paypal/subscriptions')).body;
    const path = `/api/paypal/subscription/${sub.subscriptionId}/cancel/admin/users/${user.id}`;
    expect((await client.post(path)).status).toBe(403);
    const admin = await givenUser(ctx.db, {
      profileName: ProfileName.admin,
      roles: [Role.user, Role.admin],
    });
    const adminClient = new TestClient(app);
    await adminClient.signIn(admin.login, admin.password);
    const res = await adminClient.post(path);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('CANCELLED');
    const audit = await ctx.db.kysely
      .selectFrom('adminAuditLog')
      .select(['adminId', 'action', 'targetUserId'])
      .execute();
    expect(audit).toEqual([
      { adminId: admin.id, action: 'SUBSCRIPTION_STOP', targetUserId: user.id },
    ]);
  });

  it('gives the discovery trial once per person, with an end date', async () => {
    const { client, user, clock } = await setup();
    const res = await client.post('/api/updateProfileToDiscovery');
    expect(res.body).toEqual({ date: '2026-06-30' });
    const me = (await client.get('/api/user')).body;
    expect(me.profile.name).toBe(ProfileName.premium);
    expect(me.profileEndDate).toBe('2026-06-30');
    expect((await client.get('/api/paypal/type')).body).toEqual({ types: ['DISCOVERY_PREMIUM'] });
    clock.advance(30 * DAY);
    await client.signIn(user.login, user.password);
    expect((await profileOf(client)).name).toBe(ProfileName.user);
    const again = await client.post('/api/updateProfileToDiscovery');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ messageCode: 'param.version.discovery.used' });
    await ctx.db.kysely
      .updateTable('users')
      .set({ email: null })
      .where('id', '=', user.id)
      .execute();
    expect((await client.get('/api/paypal')).body.discoveryAvailable).toBe(false);
  });

  it('answers signup.paypal.process-error when the provider fails, and frees the window', async () => {
    const { client, sandbox } = await setup();
    const failing = sandbox.createSubscription.bind(sandbox);
    sandbox.createSubscription = () => Promise.reject(new Error('down'));
    const body = { version: 'PREMIUM', versionOption: 'PREMIUM_MENSUEL' };
    const res = await client.post('/api/updateProfile', body);
    expect(res.status).toBe(502);
    expect(res.body).toEqual({ messageCode: 'signup.paypal.process-error' });
    sandbox.createSubscription = failing;
    expect((await client.post('/api/updateProfile', body)).status).toBe(200);
  });

  it('refuses PREMIUM without its option', async () => {
    const { client } = await setup();
    const res = await client.post('/api/updateProfile', { version: 'PREMIUM' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ messageCode: 'signup.form.version.optionRequired' });
  });

  it('public calls taking an idUser change nothing a stranger chooses', async () => {
    const { client, user, app } = await setup();
    const anonymous = new TestClient(app);
    const refresh = await anonymous.post(`/public/api/user/${user.id}/subscription-date`);
    expect(refresh.status).toBe(204);
    expect((await profileOf(client)).name).toBe(ProfileName.user);
    const log = await anonymous.post('/public/api/paypal/log', {
      level: 'info',
      message: 'approved',
      idUser: user.id,
    });
    expect(log.status).toBe(204);
    expect((await client.get('/api/event')).body).toEqual([]);
    const tooLong = await anonymous.post('/public/api/paypal/log', {
      level: 'info',
      message: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(400);
  });

  it('rate-limits the payment logs', async () => {
    const { app } = await setup();
    const anonymous = new TestClient(app);
    const statuses = [];
    for (let i = 0; i < 61; i += 1) {
      statuses.push(
        (await anonymous.post('/api/paypal/log', { level: 'info', message: 'x' })).status,
      );
    }
    expect(statuses.at(-1)).toBe(401);
    for (let i = 0; i < 60; i += 1) {
      await anonymous.post('/public/api/paypal/log', { level: 'info', message: 'x' });
    }
    const over = await anonymous.post('/public/api/paypal/log', { level: 'info', message: 'x' });
    expect(over.status).toBe(429);
  });

  it('lists the offers publicly', async () => {
    const res = await new TestClient(createTestApp(ctx.db)).get('/public/api/paypal/buttons');
    expect(res.body).toHaveLength(4);
    expect(res.body[0]).toEqual({
      paymentMode: 'PREMIUM_MENSUEL',
      type: 'PREMIUM',
      amount: 299,
      currency: 'EUR',
      annual: false,
    });
  });
});
