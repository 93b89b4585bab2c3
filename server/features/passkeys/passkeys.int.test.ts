import { expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { registerPasskey } from '../../test/passkey-fixtures';
import { SoftwareAuthenticator } from '../../test/software-authenticator';
import { TestClient, createTestApp, givenUser } from '../../test/test-app';
import { givenSignedIn, givenToken } from '../api-tokens/api-token-test-fixtures';

const eventsOf = (db: Db, userId: number, type: string) =>
  db.kysely
    .selectFrom('securityEvents')
    .select(['details', 'outcome'])
    .where('userId', '=', userId)
    .where('type', '=', type as 'PASSKEY_REGISTERED')
    .orderBy('id')
    .execute();

describeOnDatabases('registering, listing and revoking passkeys', (ctx) => {
  it('registers several passkeys with their names, listed newest first, and journals each', async () => {
    const owner = await givenSignedIn(ctx.db);
    const first = await registerPasskey(owner.session, undefined, '  Téléphone  ');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ name: 'Téléphone', lastUsedAt: null });
    expect((await registerPasskey(owner.session, undefined, 'Clé USB')).status).toBe(201);
    const list = await owner.session.get('/api/passkeys');
    expect(list.body.map((passkey: { name: string }) => passkey.name)).toEqual([
      'Clé USB',
      'Téléphone',
    ]);
    expect(Object.keys(list.body[0]).sort()).toEqual(['createdAt', 'id', 'lastUsedAt', 'name']);
    const events = await eventsOf(ctx.db, owner.id, 'PASSKEY_REGISTERED');
    expect(events.map((event) => JSON.parse(event.details!).name)).toEqual([
      'Téléphone',
      'Clé USB',
    ]);
  });

  it('refuses an eleventh passkey, a blank or too long name, and the same authenticator twice', async () => {
    const owner = await givenSignedIn(ctx.db);
    for (const name of ['', '   ', 'x'.repeat(101)]) {
      const res = await registerPasskey(owner.session, undefined, name);
      expect([name, res.status, res.body.messageCode]).toEqual([
        name,
        400,
        'passkeys.name.invalid',
      ]);
    }
    const authenticator = new SoftwareAuthenticator();
    expect((await registerPasskey(owner.session, authenticator)).status).toBe(201);
    const twice = await registerPasskey(owner.session, authenticator);
    expect(twice.body).toEqual({ messageCode: 'passkeys.invalid' });
    for (let n = 2; n <= 10; n += 1) {
      expect((await registerPasskey(owner.session, undefined, `Clé ${n}`)).status).toBe(201);
    }
    const eleventh = await owner.session.post('/api/passkeys/options');
    expect([eleventh.status, eleventh.body]).toEqual([400, { messageCode: 'passkeys.tooMany' }]);
    expect((await owner.session.get('/api/passkeys')).body).toHaveLength(10);
  });

  it('excludes the person’s passkeys from a new registration and asks a discoverable one', async () => {
    const owner = await givenSignedIn(ctx.db);
    const authenticator = new SoftwareAuthenticator();
    await registerPasskey(owner.session, authenticator);
    const options = await owner.session.post('/api/passkeys/options');
    expect(options.body).toMatchObject({
      rp: { id: 'pecule.test', name: 'Pécule' },
      user: { name: owner.login },
      excludeCredentials: [{ id: authenticator.id, type: 'public-key' }],
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
  });

  it('refuses a registration for another site or origin, or without its started ceremony', async () => {
    const owner = await givenSignedIn(ctx.db);
    const wrongOrigin = await registerPasskey(owner.session, undefined, 'a', {
      origin: 'http://evil.test',
    });
    expect(wrongOrigin.body).toEqual({ messageCode: 'passkeys.invalid' });
    const wrongSite = await registerPasskey(owner.session, undefined, 'a', { rpId: 'evil.test' });
    expect(wrongSite.body).toEqual({ messageCode: 'passkeys.invalid' });
    const response = new SoftwareAuthenticator().register({ challenge: 'bm9uY2U' });
    const unasked = await owner.session.post('/api/passkeys', { name: 'a', response });
    expect(unasked.body).toEqual({ messageCode: 'passkeys.ceremony.missing' });
    expect((await owner.session.get('/api/passkeys')).body).toEqual([]);
    expect(await eventsOf(ctx.db, owner.id, 'PASSKEY_FAILURE')).toHaveLength(2);
  });

  it('lists only the person’s own, and answers 404 to another’s passkey on revoke', async () => {
    const alice = await givenSignedIn(ctx.db);
    const bob = await givenSignedIn(ctx.db);
    const bobs = await registerPasskey(bob.session, undefined, 'De Bob');
    expect((await alice.session.get('/api/passkeys')).body).toEqual([]);
    expect((await alice.session.delete(`/api/passkeys/${bobs.body.id}`)).status).toBe(404);
    expect((await bob.session.get('/api/passkeys')).body).toHaveLength(1);
  });

  it('revokes: the passkey is gone, journalled, the other sessions end and this one goes on', async () => {
    const user = await givenUser(ctx.db);
    const app = createTestApp(ctx.db);
    const [here, elsewhere] = [new TestClient(app), new TestClient(app)];
    await here.signIn(user.login, user.password);
    await elsewhere.signIn(user.login, user.password);
    const passkey = await registerPasskey(here);
    const revoked = await here.delete(`/api/passkeys/${passkey.body.id}`);
    expect(revoked.status).toBe(204);
    expect((await here.get('/api/passkeys')).body).toEqual([]);
    expect((await elsewhere.get('/api/user')).status).toBe(401);
    const [event] = await eventsOf(ctx.db, user.id, 'PASSKEY_REVOKED');
    expect(JSON.parse(event!.details!)).toEqual({
      accessKeyId: passkey.body.id,
      name: 'Téléphone',
    });
    const [ended] = await eventsOf(ctx.db, user.id, 'SESSION_ENDED');
    expect(JSON.parse(ended!.details!)).toEqual({ cause: 'PASSKEY_REVOKE', sessions: 1 });
  });

  it('refuses personal API tokens on every passkey route', async () => {
    const owner = await givenSignedIn(ctx.db);
    const { client } = await givenToken(owner);
    for (const res of [
      await client.get('/api/passkeys'),
      await client.post('/api/passkeys/options'),
      await client.post('/api/passkeys', { name: 'a', response: {} }),
      await client.delete('/api/passkeys/1'),
      await client.post('/api/authenticate/passkey/options'),
    ]) {
      expect([res.status, res.body.messageCode]).toEqual([403, 'apiTokens.routeRefused']);
    }
  });
});
