import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, expect, it } from 'vitest';
import type { ForeignBooks } from '../../../contract/books-import';
import type { Executor } from '../../db/database';
import { balancesByAccountName, booksOf, expectBooksHold } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { insertUser } from '../../test/finance-fixtures';
import { operationCountsByAccount } from '../operations/read/operations-balance.service';
import { importForeignBooks } from './books-import.service';
import { kresusReader } from './readers/kresus-reader';
import { fixturesOf } from './readers/reader-test-support';

// Issue 28: books Pécule's data generator made, put into a real Kresus 0.26.0 and exported by it
// (fixtures/kresus/README.md), come back with every balance equal: to the one Kresus showed and to
// the one Pécule's rollups gave in the seeded database.

const FIXTURES = path.join(import.meta.dirname, 'fixtures/kresus');
const json = <T>(name: string): T =>
  JSON.parse(readFileSync(path.join(FIXTURES, name), 'utf8')) as T;
const exported = json<{
  data: {
    accounts: { id: number; label: string }[];
    transactions: { accountId: number; type: string }[];
  };
}>('kresus-seeded-export.json');
const shown = json<{ label: string; balance: number }[]>('kresus-seeded-shown-balances.json');
const seeded = json<Record<string, number>>('kresus-seeded-source-balances.json');

const readExport = () => kresusReader.read([fixturesOf('kresus')('kresus-seeded-export.json')], {});

async function accountsOf(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** Kresus's transactions per account, by the account's name. */
function exportedCounts(): Record<string, number> {
  const names = new Map(exported.data.accounts.map((a) => [a.id, a.label]));
  const counts: Record<string, number> = {};
  for (const t of exported.data.transactions) {
    const name = names.get(t.accountId)!;
    counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

describeOnDatabases('importing generated books exported by a real Kresus', (ctx) => {
  let userId: number;
  let books: ForeignBooks;
  beforeEach(async () => {
    userId = await insertUser(ctx.db.kysely);
    books = await readExport();
  });

  it('ends every account on Kresus’s shown balance and on the seeded one, to the cent', async () => {
    const db = ctx.db.kysely;
    await importForeignBooks(db, userId, books, {});
    const balances = await balancesByAccountName(db, userId);
    expect(balances).toEqual(
      Object.fromEntries(shown.map(({ label, balance }) => [label, Math.round(balance * 100)])),
    );
    expect(balances).toEqual(seeded);
    expect(Object.keys(balances)).toHaveLength(4);
  });

  it('brings every transaction of each account, transfers paired, and nothing the second time', async () => {
    const db = ctx.db.kysely;
    const first = await importForeignBooks(db, userId, books, {});
    const counts = await operationCountsByAccount(db, userId);
    const accounts = await accountsOf(db, userId);
    expect(Object.fromEntries(accounts.map((a) => [a.name, counts.get(a.id)]))).toEqual(
      exportedCounts(),
    );
    const { operations } = await booksOf(db, userId);
    const legs = exported.data.transactions.filter((t) => t.type === 'type.internal_transfer');
    expect(operations.filter((o) => o.operationType === 'TRANSFER')).toHaveLength(legs.length);
    expect(legs).toHaveLength(112);
    await expectBooksHold(
      db,
      userId,
      accounts.map((a) => a.id),
    );
    const before = await booksOf(db, userId);
    expect(await importForeignBooks(db, userId, books, {})).toEqual({
      accounts: 0,
      operations: 0,
      alreadyThere: first.operations,
    });
    expect(await booksOf(db, userId)).toEqual(before);
  });
});
