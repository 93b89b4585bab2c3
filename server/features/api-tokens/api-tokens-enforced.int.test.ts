import { expect, it } from 'vitest';
import { DAY_MS } from '../../../contract/dates';
import { describeOnDatabases } from '../../test/databases';
import { TestClock, createTestApp } from '../../test/test-app';
import { givenSignedIn, givenToken, TokenClient } from './api-token-test-fixtures';
import { purgeEndedTokens } from './api-tokens.service';

// What the server's administrator enforces beyond the person's own choices.

describeOnDatabases('API tokens as the administrator enforces them', (ctx) => {
  it('refuses every token and makes none with API_TOKENS_OFF, the list still shown', async () => {
    const owner = await givenSignedIn(ctx.db);
    const { client } = await givenToken(owner);
    const off = createTestApp(ctx.db, { env: { API_TOKENS_OFF: '1' } });
    const refused = await new TokenClient(off, client.token).get('/api/bank');
    expect([refused.status, refused.body.messageCode]).toEqual([401, 'apiTokens.disabled']);
    const ownerOff = await givenSignedIn(ctx.db, { env: { API_TOKENS_OFF: '1' } });
    const body = { name: 'n', scope: 'READ', days: 7 };
    const created = await ownerOff.session.post('/api/apiTokens', body);
    expect([created.status, created.body.messageCode]).toEqual([403, 'apiTokens.disabled']);
    expect((await ownerOff.session.get('/api/apiTokens')).status).toBe(200);
    expect((await client.get('/api/bank')).status).toBe(200);
  });

  it('forgets tokens 30 days after their end, which then answer 401 as before', async () => {
    const clock = new TestClock();
    const owner = await givenSignedIn(ctx.db, { clock: clock.read });
    const ended = await givenToken(owner, 'READ', 1);
    const live = await givenToken(owner, 'READ', 90);
    clock.advance(32 * DAY_MS);
    await purgeEndedTokens(ctx.db.kysely, clock.now);
    const ids = await ctx.db.kysely
      .selectFrom('apiTokens')
      .select('id')
      .where('userId', '=', owner.id)
      .execute();
    expect(ids).toEqual([{ id: live.id }]);
    expect((await ended.client.get('/api/bank')).status).toBe(401);
    expect((await live.client.get('/api/bank')).status).toBe(200);
  });
});
