import { sql } from 'kysely';
import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../test/databases';
import { givenReader, op, type Reader } from '../../../test/operation-read-fixtures';
import { booksVersion } from './operations-books-version.service';
import { writeOperations } from '../write/operations-write.service';
import { insertAccount, insertBank } from '../../../test/finance-fixtures';
import { givenUser } from '../../../test/test-app';

// Migration 0011: the database bumps the user's books version with every change of what the
// operations list shows, so a page kept at one version is never served after such a change.

describeOnDatabases('books version', (ctx) => {
  let a: Reader;
  let b: Reader;

  beforeEach(async () => {
    a = await givenReader(ctx.db);
    b = await givenReader(ctx.db);
  });

  const version = (user: Reader) => booksVersion(ctx.db.kysely, user.id);

  async function expectBumped(change: () => Promise<unknown>) {
    const [before, other] = [await version(a), await version(b)];
    await change();
    expect(await version(a)).toBeGreaterThan(before);
    expect(await version(b)).toBe(other);
  }

  it('moves with every write of operations, parts and part tags', async () => {
    const k = ctx.db.kysely;
    const write = (change: Parameters<typeof writeOperations>[2][number]) =>
      writeOperations(k, a.id, [change]);
    let id = 0;
    await expectBumped(async () => {
      id = (await write({ kind: 'create', operation: op(a.current, -1_000, '2024-03-01') }))
        .created[0]!;
    });
    const part = await k
      .selectFrom('splitOperations')
      .select('id')
      .where('operationId', '=', id)
      .executeTakeFirstOrThrow();
    const where = { userId: a.id, splitOperationId: part.id, tagId: a.tag };
    await expectBumped(() => k.insertInto('splitOperationTags').values(where).execute());
    await expectBumped(() =>
      k.deleteFrom('splitOperationTags').where('splitOperationId', '=', part.id).execute(),
    );
    await expectBumped(() =>
      k.updateTable('splitOperations').set({ memo: 'x' }).where('id', '=', part.id).execute(),
    );
    await expectBumped(() =>
      k.updateTable('operations').set({ state: 'P' }).where('id', '=', id).execute(),
    );
    await expectBumped(() => write({ kind: 'delete', ids: [id] }));
  });

  it('moves when a name or setting the list shows changes', async () => {
    const k = ctx.db.kysely;
    const rename = (table: 'payees' | 'categories' | 'tags' | 'accounts', id: number) =>
      expectBumped(() =>
        k.updateTable(table).set({ name: 'Autre' }).where('id', '=', id).execute(),
      );
    await rename('payees', a.payee);
    await rename('categories', a.groceries);
    await rename('tags', a.tag);
    await rename('accounts', a.current);
    await expectBumped(() =>
      k.insertInto('preferences').values({ userId: a.id, mainAccountId: a.current }).execute(),
    );
    await expectBumped(() =>
      k
        .updateTable('preferences')
        .set({ mainAccountId: a.savings })
        .where('userId', '=', a.id)
        .execute(),
    );
    await expectBumped(() => k.deleteFrom('payees').where('id', '=', a.payee).execute());
  });

  it('starts at 0 for a new user, moves with each new account, goes away with the user', async () => {
    const fresh = await givenUser(ctx.db);
    expect(await booksVersion(ctx.db.kysely, fresh.id)).toBe(0);
    await insertAccount(ctx.db.kysely, fresh.id, await insertBank(ctx.db.kysely, fresh.id), 'Neuf');
    expect(await booksVersion(ctx.db.kysely, fresh.id)).toBe(1);
    await writeOperations(ctx.db.kysely, a.id, [
      { kind: 'create', operation: op(a.current, -1_000, '2024-03-01') },
    ]);
    await ctx.db.kysely.deleteFrom('users').where('id', '=', a.id).execute();
    const left = await sql<{
      n: number;
    }>`select count(*) as n from books_versions where user_id = ${a.id}`.execute(ctx.db.kysely);
    expect(Number(left.rows[0]?.n)).toBe(0);
  });

  it('serves a kept month page until the books change, then the new page', async () => {
    const k = ctx.db.kysely;
    await writeOperations(k, a.id, [
      { kind: 'create', operation: { ...op(a.current, -1_000, '2024-03-01'), payeeId: a.payee } },
    ]);
    const url = `/api/operation?accounts=${a.current}&yearMonth=2024-03`;
    const first = await a.client.get(url);
    expect(first.status).toBe(200);
    expect((await a.client.get(url)).body).toEqual(first.body);
    await k.updateTable('payees').set({ name: 'Fournil' }).where('id', '=', a.payee).execute();
    const renamed = await a.client.get(url);
    expect(renamed.body[0].payee.name).toBe('Fournil');
    await writeOperations(k, a.id, [
      { kind: 'create', operation: op(a.current, -500, '2024-02-01') },
      { kind: 'create', operation: op(a.current, -250, '2024-03-02') },
    ]);
    const written = await a.client.get(url);
    expect(written.headers['x-balance']).toBe('9500');
    expect(written.body.map((line: { amount: number }) => line.amount)).toEqual([-1_000, -250]);
    expect((await b.client.get(url)).status).toBe(404);
  });
});
