import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { expectBooksHold } from '../../test/books-invariants';
import { givenAccount, givenUser } from '../../test/test-app';
import { writeOperations } from '../operations/write/operations-write.service';
import type { SyncedLine } from './bi-lines';
import { syncLines } from './bi-sync-lines.service';

const line = (id: number, overrides: Partial<SyncedLine> = {}): SyncedLine => ({
  biTransactionId: id,
  date: '2024-03-09',
  valueDate: '2024-03-09',
  amount: -1250,
  label: 'CB CAFE DE LA GARE',
  pending: false,
  ...overrides,
});

describeOnDatabases('synced lines join the books through the one write path', (ctx) => {
  async function given() {
    const user = await givenUser(ctx.db);
    const accountId = await givenAccount(ctx.db, user.id, 'Courant');
    const rows = () =>
      ctx.db.kysely
        .selectFrom('operations')
        .select(['id', 'date', 'amount', 'memo', 'biTransactionId', 'biPending'])
        .where('accountId', '=', accountId)
        .orderBy('id')
        .execute();
    return { userId: user.id, accountId, rows };
  }

  it('writes new lines once, with rollups exact; a re-sync adds nothing', async () => {
    const db = ctx.db.kysely;
    const { userId, accountId, rows } = await given();
    const lines = [line(1), line(2, { amount: 250_000, label: 'VIR SALAIRE', date: '2024-02-28' })];
    expect(await syncLines(db, userId, accountId, lines)).toEqual({ created: 2, matched: 0 });
    expect(await syncLines(db, userId, accountId, lines)).toEqual({ created: 0, matched: 2 });
    expect(await rows()).toHaveLength(2);
    await expectBooksHold(db, userId, [accountId]);
  });

  it('finds a pending line again when it posts, under the same id or a new one', async () => {
    const db = ctx.db.kysely;
    const { userId, accountId, rows } = await given();
    await syncLines(db, userId, accountId, [
      line(10, { pending: true }),
      line(11, { pending: true, amount: -990, label: 'CB BOULANGERIE' }),
    ]);
    const posted = [
      line(10),
      line(77, { amount: -990, label: 'CB BOULANGERIE PAUL', date: '2024-03-11' }),
    ];
    expect(await syncLines(db, userId, accountId, posted)).toEqual({ created: 0, matched: 2 });
    const books = await rows();
    expect(books.map((op) => [op.biTransactionId, op.biPending])).toEqual([
      [10, 0],
      [77, 0],
    ]);
    await expectBooksHold(db, userId, [accountId]);
  });

  it('merges a line typed by hand or imported from a file instead of doubling it', async () => {
    const db = ctx.db.kysely;
    const { userId, accountId, rows } = await given();
    await writeOperations(db, userId, [
      {
        kind: 'create',
        operation: {
          accountId,
          date: '2024-03-08',
          valueDate: '2024-03-08',
          amount: -1250,
          memo: 'Café',
          parts: [{ categoryId: null, amount: -1250 }],
        },
      },
    ]);
    expect(await syncLines(db, userId, accountId, [line(30)])).toEqual({ created: 0, matched: 1 });
    expect((await rows()).map((op) => op.biTransactionId)).toEqual([30]);
    expect(await syncLines(db, userId, accountId, [line(31)])).toEqual({ created: 1, matched: 0 });
    await expectBooksHold(db, userId, [accountId]);
  });

  it('replaces a pending line that posts with another amount or date (the bank is right)', async () => {
    const db = ctx.db.kysely;
    const { userId, accountId, rows } = await given();
    await syncLines(db, userId, accountId, [line(40, { pending: true, amount: -2000 })]);
    const posted = line(40, { amount: -2350, date: '2024-03-11' });
    expect(await syncLines(db, userId, accountId, [posted])).toEqual({ created: 1, matched: 0 });
    expect(await rows()).toEqual([
      expect.objectContaining({
        amount: -2350,
        date: '2024-03-11',
        biTransactionId: 40,
        biPending: 0,
      }),
    ]);
    await expectBooksHold(db, userId, [accountId]);
  });

  it('deletes a pending line the bank dropped, only inside the window fetched', async () => {
    const db = ctx.db.kysely;
    const { userId, accountId, rows } = await given();
    await syncLines(db, userId, accountId, [
      line(50, { pending: true, date: '2024-03-01' }),
      line(51, { pending: true, amount: -700, date: '2024-03-20' }),
    ]);
    await syncLines(db, userId, accountId, []);
    expect(await rows()).toHaveLength(2);
    await syncLines(db, userId, accountId, [], '2024-03-10');
    expect((await rows()).map((op) => op.biTransactionId)).toEqual([50]);
    await syncLines(db, userId, accountId, [], null);
    expect(await rows()).toEqual([]);
    await expectBooksHold(db, userId, [accountId]);
  });
});
