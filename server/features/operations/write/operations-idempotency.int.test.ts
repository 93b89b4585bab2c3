import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../../contract/message-codes';
import { booksOf } from '../../../test/books-invariants';
import { describeOnDatabases } from '../../../test/databases';
import { givenBooksUser, simpleBody, type BooksUser } from '../../../test/operation-api-fixtures';
import { AppError } from '../../../http/app-error';
import { IDEMPOTENCY_KEY_TTL, onceForKey, purgeIdempotencyKeys } from './operations-idempotency.service';

// Idempotency-Key under concurrency and over time, on both databases.

describeOnDatabases('Idempotency-Key: concurrent requests and expiry', (ctx) => {
  let a: BooksUser;
  const k = () => ctx.db.kysely;
  const create = (key: string, amount = 1_234) =>
    a.client.send('post', '/api/operation/SIMPLE/0', simpleBody(a.current, amount), {
      'Idempotency-Key': key,
    });
  const operationCount = async () => (await booksOf(k(), a.id)).operations.length;
  const keysOf = async () =>
    (
      await k()
        .selectFrom('idempotencyKeys')
        .select(['key', 'status'])
        .where('userId', '=', a.id)
        .execute()
    ).map((row) => `${row.key}:${row.status}`);

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  it('creates once when two identical requests race: both answer the same operation', async () => {
    const [first, second] = await Promise.all([create('race-1'), create('race-1')]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.body).toEqual(first.body);
    expect(await operationCount()).toBe(1);
    const [del1, del2] = await Promise.all(
      [1, 2].map(() =>
        a.client.send(
          'post',
          '/api/operation/delete',
          { ids: [first.body.operationId] },
          { 'Idempotency-Key': 'race-2' },
        ),
      ),
    );
    expect([del1!.status, del1!.body, del2!.status, del2!.body]).toEqual([
      200,
      { count: 1 },
      200,
      { count: 1 },
    ]);
    expect(await operationCount()).toBe(0);
  });

  it('answers 409 in-progress while the first request still runs, then replays its answer', async () => {
    // SQLite runs one transaction at a time: a second request cannot start meanwhile.
    if (ctx.db.dialect !== 'postgres') return;
    const run = (work: () => Promise<unknown>) =>
      k()
        .transaction()
        .execute((trx) => onceForKey(trx, a.id, 'slow', { same: 1 }, work, { waitMs: 200 }));
    let second: unknown;
    const first = run(async () => {
      second = await run(async () => 'twice').catch((error: unknown) => error);
      return 'once';
    });
    expect(await first).toBe('once');
    expect(second).toBeInstanceOf(AppError);
    expect(second).toMatchObject({
      status: 409,
      messageCode: MessageCode.idempotencyKeyInProgress,
    });
    expect(await run(async () => 'again')).toBe('once');
  });

  it('forgets keys after 24 hours: an old key runs again, the hourly purge removes old ones', async () => {
    const day = Date.now() - IDEMPOTENCY_KEY_TTL;
    const at = (now: number) => (trx: Parameters<typeof onceForKey>[0], key: string) =>
      onceForKey(trx, a.id, key, { same: 1 }, async () => now, { now });
    await k()
      .transaction()
      .execute((trx) => at(day - 1_000)(trx, 'old'));
    await k()
      .transaction()
      .execute((trx) => at(day + 60_000)(trx, 'recent'));
    await k()
      .transaction()
      .execute((trx) => at(day - 5_000)(trx, 'reused'));
    const rerun = await k()
      .transaction()
      .execute((trx) => at(Date.now())(trx, 'reused'));
    expect(typeof rerun).toBe('number');
    expect(rerun).toBeGreaterThan(day);
    await purgeIdempotencyKeys(k(), Date.now());
    expect((await keysOf()).sort()).toEqual(['recent:200', 'reused:200']);
  });

  it('refuses the same key for another request (422), and stores nothing for a refused one', async () => {
    expect((await create('k-1', 100)).status).toBe(200);
    const other = await create('k-1', 200);
    expect([other.status, other.body]).toEqual([
      422,
      { messageCode: MessageCode.idempotencyKeyReused },
    ]);
    const refused = await a.client.send(
      'post',
      '/api/operation/SIMPLE/0',
      simpleBody(a.current, 0),
      { 'Idempotency-Key': 'k-2' },
    );
    expect(refused.status).toBe(400);
    expect(await keysOf()).toEqual(['k-1:200']);
    expect((await create('k-2', 300)).status).toBe(200);
    expect(await operationCount()).toBe(2);
  });
});
