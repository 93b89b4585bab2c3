import { beforeEach, expect, it } from 'vitest';
import { API_TOKEN_PREFIX } from '../../../contract/api-tokens';
import { DAY_MS } from '../../../contract/dates';
import { describeOnDatabases } from '../../test/databases';
import { memoryLogger, type MemoryLogger } from '../../test/memory-logger';
import { journalOf } from '../../test/security-event-checks';
import { TestClock } from '../../test/test-app';
import { givenSignedIn, givenToken, TokenClient, type TokenOwner } from './api-token-test-fixtures';
import { tokenHashOf } from './api-tokens.service';

describeOnDatabases('personal API tokens', (ctx) => {
  const clock = new TestClock();
  let log: MemoryLogger;
  let owner: TokenOwner;

  beforeEach(async () => {
    log = memoryLogger();
    owner = await givenSignedIn(ctx.db, { clock: clock.read, logger: log.logger });
  });

  const storedToken = (id: number) =>
    ctx.db.kysely
      .selectFrom('apiTokens')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('shows the secret once, keeps only its hash, lists it and journals its creation', async () => {
    const body = { name: ' Mon script ', scope: 'READ', days: 90 };
    const res = await owner.session.post('/api/apiTokens', body);
    expect(res.status).toBe(201);
    const { token, apiToken } = res.body;
    expect(token).toMatch(new RegExp(`^${API_TOKEN_PREFIX}[\\w-]{43}$`));
    expect(apiToken).toMatchObject({ name: 'Mon script', scope: 'READ', lastUsedAt: null });
    expect(Date.parse(apiToken.expiresAt) - Date.parse(apiToken.createdAt)).toBe(90 * DAY_MS);
    const row = await storedToken(apiToken.id);
    expect(row.tokenHash).toBe(tokenHashOf(token));
    expect(JSON.stringify(row)).not.toContain(token.slice(API_TOKEN_PREFIX.length));
    const list = await owner.session.get('/api/apiTokens');
    expect(list.body).toEqual([apiToken]);
    const [event] = await journalOf(ctx.db, 'API_TOKEN_CREATED', owner.id);
    expect(event).toMatchObject({
      outcome: 'success',
      details: { keyId: apiToken.id, scope: 'READ' },
    });
    expect(JSON.stringify(log.entries())).not.toContain(token);
  });

  it('refuses a name, a scope or a lifetime out of bounds, creating nothing', async () => {
    const valid = { name: 'n', scope: 'READ', days: 30 };
    const cases = [
      [{ ...valid, name: '  ' }, 'apiTokens.name.invalid'],
      [{ ...valid, scope: 'ADMIN' }, 'apiTokens.scope.invalid'],
      [{ ...valid, days: 0 }, 'apiTokens.days.invalid'],
      [{ ...valid, days: 366 }, 'apiTokens.days.invalid'],
      [{ name: 'n', scope: 'READ' }, 'apiTokens.days.invalid'],
    ] as const;
    for (const [body, code] of cases) {
      const res = await owner.session.post('/api/apiTokens', body);
      expect([res.status, res.body.messageCode]).toEqual([400, code]);
    }
    expect((await owner.session.get('/api/apiTokens')).body).toEqual([]);
  });

  it('refuses a 21st live token, and takes one again once one is revoked', async () => {
    const body = { name: 'lot', scope: 'READ', days: 7 };
    const made = await Promise.all(
      Array.from({ length: 21 }, () => owner.session.post('/api/apiTokens', body)),
    );
    const refused = made.filter((res) => res.status === 400);
    expect(refused.map((res) => res.body.messageCode)).toEqual(['apiTokens.tooMany']);
    const kept = made.find((res) => res.status === 201)!.body.apiToken.id;
    await owner.session.delete(`/api/apiTokens/${kept}`);
    expect((await owner.session.post('/api/apiTokens', body)).status).toBe(201);
  });

  it('acts as its user without session nor XSRF header, and sets no cookie', async () => {
    const { client } = await givenToken(owner);
    const created = await client.post('/api/bank/0', { name: 'Par script' });
    expect(created.status).toBe(200);
    const banks = await client.get('/api/bank');
    expect(banks.body.map((bank: { name: string }) => bank.name)).toEqual(['Par script']);
    expect(banks.headers['set-cookie']).toBeUndefined();
    expect((await client.get('/api/user')).body.login).toBe(owner.login);
  });

  it('lets a read-only token read, never write nor start work', async () => {
    const { client } = await givenToken(owner, 'READ');
    expect((await client.get('/api/bank')).status).toBe(200);
    expect((await client.head('/api/bank')).status).toBe(200);
    for (const res of [
      await client.post('/api/bank/0', { name: 'Refusée' }),
      await client.get('/api/bi/sync'),
    ]) {
      expect([res.status, res.body.messageCode]).toEqual([403, 'apiTokens.readOnly']);
    }
    expect((await owner.session.get('/api/bank')).body).toEqual([]);
  });

  it('stops a revoked token at its next request, and journals both', async () => {
    const { client, id } = await givenToken(owner);
    expect((await client.get('/api/bank')).status).toBe(200);
    expect((await owner.session.delete(`/api/apiTokens/${id}`)).status).toBe(204);
    const refused = await client.get('/api/bank');
    expect([refused.status, refused.body.messageCode]).toEqual([401, 'apiTokens.invalid']);
    expect((await owner.session.get('/api/apiTokens')).body).toEqual([]);
    expect((await owner.session.delete(`/api/apiTokens/${id}`)).status).toBe(404);
    const [revoked] = await journalOf(ctx.db, 'API_TOKEN_REVOKED', owner.id);
    expect(revoked).toMatchObject({ outcome: 'success', details: { keyId: id } });
    const [journalled] = await journalOf(ctx.db, 'API_TOKEN_REFUSED', owner.id);
    expect(journalled).toMatchObject({ outcome: 'refused', details: { reason: 'revoked' } });
  });

  it('refuses an expired token with 401, and an unknown one', async () => {
    const { client } = await givenToken(owner, 'READ', 1);
    expect((await client.get('/api/bank')).status).toBe(200);
    clock.advance(DAY_MS);
    expect((await client.get('/api/bank')).status).toBe(401);
    const [event] = await journalOf(ctx.db, 'API_TOKEN_REFUSED', owner.id);
    expect(event?.details).toMatchObject({ reason: 'expired' });
    const unknown = new TokenClient(owner.app, `${API_TOKEN_PREFIX}${'x'.repeat(43)}`);
    expect((await unknown.get('/api/bank')).status).toBe(401);
  });

  it('ignores the session cookie of a request that carries a token', async () => {
    const { id } = await givenToken(owner);
    await owner.session.delete(`/api/apiTokens/${id}`);
    const forged = `${API_TOKEN_PREFIX}${'y'.repeat(43)}`;
    const res = await owner.session.send('get', '/api/bank', undefined, {
      Authorization: `Bearer ${forged}`,
    });
    expect(res.status).toBe(401);
  });

  it('stops the token of a user an administrator locked', async () => {
    const { client } = await givenToken(owner);
    await ctx.db.kysely
      .updateTable('users')
      .set({ locked: 1 })
      .where('id', '=', owner.id)
      .execute();
    expect((await client.get('/api/bank')).status).toBe(401);
  });

  it('writes its last use at most once a minute', async () => {
    const { client, id } = await givenToken(owner, 'READ');
    await client.get('/api/bank');
    const first = (await storedToken(id)).lastUsedAt;
    expect(first).toBe(new Date(clock.now).toISOString());
    clock.advance(30_000);
    await client.get('/api/bank');
    expect((await storedToken(id)).lastUsedAt).toBe(first);
    clock.advance(30_000);
    await client.get('/api/bank');
    expect((await storedToken(id)).lastUsedAt).toBe(new Date(clock.now).toISOString());
    const [listed] = (await owner.session.get('/api/apiTokens')).body;
    expect(listed.lastUsedAt).toBe(new Date(clock.now).toISOString());
  });

  it('limits the rate of each token on its own', async () => {
    const limited = await givenToken(owner, 'READ');
    const other = await givenToken(owner, 'READ');
    const windowStart = new Date(clock.now).toISOString();
    const key = `api-token:${limited.id}`;
    await ctx.db.kysely.insertInto('rateLimits').values({ key, windowStart, count: 600 }).execute();
    const res = await limited.client.get('/api/bank');
    expect([res.status, res.body.messageCode]).toEqual([429, 'too.many.requests']);
    expect((await other.client.get('/api/bank')).status).toBe(200);
    clock.advance(5 * 60_000 + 1_000);
    expect((await limited.client.get('/api/bank')).status).toBe(200);
  });
});
