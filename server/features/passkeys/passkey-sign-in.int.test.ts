import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { registerPasskey, signInWithPasskey } from '../../test/passkey-fixtures';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';

/** A user with one passkey registered from a session; a fresh browser to sign in with. */
async function givenPasskeyUser(db: Db) {
  const app = createTestApp(db);
  const user = await givenUser(db);
  const owner = new TestClient(app);
  await owner.signIn(user.login, user.password);
  const authenticator = new SoftwareAuthenticator();
  const passkey = await registerPasskey(owner, authenticator);
  if (passkey.status !== 201) throw new Error(`not registered: ${JSON.stringify(passkey.body)}`);
  return { app, user, owner, authenticator, passkeyId: passkey.body.id as number };
}

const lastEvent = (db: Db, userId: number | null, type: string) => {
  const query = db.kysely
    .selectFrom('securityEvents')
    .select(['details', 'outcome', 'userId'])
    .where('type', '=', type as 'PASSKEY_FAILURE')
    .orderBy('id', 'desc');
  return (userId === null ? query : query.where('userId', '=', userId)).executeTakeFirst();
};

describeOnDatabases('signing in with a passkey, without a password', (ctx) => {
  it('asks any passkey of this site, user verified, and opens a session with one', async () => {
    const { app, user, passkeyId, authenticator } = await givenPasskeyUser(ctx.db);
    const browser = new TestClient(app);
    const options = await browser.post('/api/authenticate/passkey/options');
    expect(options.body).toMatchObject({ rpId: 'pecule.test', userVerification: 'required' });
    expect(options.body.allowCredentials ?? []).toEqual([]);
    const signedIn = await signInWithPasskey(browser, authenticator);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.login).toBe(user.login);
    expect((await browser.get('/api/user')).status).toBe(200);
    const success = await lastEvent(ctx.db, user.id, 'SIGN_IN_SUCCESS');
    expect(JSON.parse(success!.details!)).toMatchObject({
      method: 'passkey',
      accessKeyId: passkeyId,
    });
    const [listed] = (await browser.get('/api/passkeys')).body;
    expect(listed.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed answer: a ceremony is used once', async () => {
    const { app, authenticator } = await givenPasskeyUser(ctx.db);
    const browser = new TestClient(app);
    const options = await browser.post('/api/authenticate/passkey/options');
    const response = authenticator.assert(options.body);
    const first = await browser.post('/api/authenticate/passkey', { response });
    expect(first.status).toBe(200);
    const replay = await new TestClient(app).post('/api/authenticate/passkey', { response });
    expect([replay.status, replay.body]).toEqual([
      401,
      { messageCode: 'passkeys.ceremony.missing' },
    ]);
    const again = await browser.post('/api/authenticate/passkey', { response });
    expect(again.body).toEqual({ messageCode: 'passkeys.ceremony.missing' });
  });

  it('refuses another origin, another site, an unverified user and a counter gone back', async () => {
    const { app, user, authenticator } = await givenPasskeyUser(ctx.db);
    // Stores a counter above 0: a clone's answer signs one the server saw already.
    expect((await signInWithPasskey(new TestClient(app), authenticator)).status).toBe(200);
    for (const tampering of [
      { origin: 'http://evil.test' },
      { rpId: 'evil.test' },
      { userVerified: false },
      { counter: 1 },
    ]) {
      const res = await signInWithPasskey(new TestClient(app), authenticator, tampering);
      expect([tampering, res.status, res.body]).toEqual([
        tampering,
        401,
        { messageCode: 'passkeys.invalid' },
      ]);
    }
    const failure = await lastEvent(ctx.db, user.id, 'PASSKEY_FAILURE');
    expect(failure).toMatchObject({ outcome: 'failure' });
    expect((await signInWithPasskey(new TestClient(app), authenticator)).status).toBe(200);
  });

  it('refuses a revoked passkey and an unknown one, journalled', async () => {
    const { app, owner, authenticator, passkeyId } = await givenPasskeyUser(ctx.db);
    await owner.delete(`/api/passkeys/${passkeyId}`);
    const revoked = await signInWithPasskey(new TestClient(app), authenticator);
    expect([revoked.status, revoked.body]).toEqual([401, { messageCode: 'passkeys.invalid' }]);
    const unknown = await signInWithPasskey(new TestClient(app), new SoftwareAuthenticator());
    expect(unknown.status).toBe(401);
    const event = await lastEvent(ctx.db, null, 'PASSKEY_FAILURE');
    expect(event).toMatchObject({ userId: null, outcome: 'failure' });
  });

  it('refuses a locked or disabled account as a password sign-in does', async () => {
    const { app, user, authenticator } = await givenPasskeyUser(ctx.db);
    const users = ctx.db.kysely.updateTable('users').where('id', '=', user.id);
    await users.set({ locked: 1 }).execute();
    const locked = await signInWithPasskey(new TestClient(app), authenticator);
    expect([locked.status, locked.body]).toEqual([401, { messageCode: 'LockedException' }]);
    await users.set({ locked: 0, active: 0 }).execute();
    const disabled = await signInWithPasskey(new TestClient(app), authenticator);
    expect(disabled.body).toEqual({ messageCode: 'DisabledException' });
  });

  it('is throttled as passwords are: after ten wrong passwords from this address, refused', async () => {
    const { app, user, authenticator } = await givenPasskeyUser(ctx.db);
    const guesser = new TestClient(app);
    for (let i = 0; i < 10; i += 1) await guesser.signIn(user.login, `Wrong-${i}`);
    const res = await signInWithPasskey(new TestClient(app), authenticator);
    expect([res.status, res.body.messageCode]).toEqual([429, 'too.many.requests']);
    expect((await new TestClient(app).get('/api/user')).status).toBe(401);
  });
});
