import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { booksOf, expectBooksHold, expectCallRefused } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { insertPlan } from '../../test/echeance-fixtures';
import { frenchCsv, givenReport, setLine } from '../../test/import-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { operation } from '../../test/operation-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';

const csv = frenchCsv([
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['05/03/2024', 'LOYER MARS', '-800,00'],
  ['06/03/2024', 'VIR LIVRET', '-100,00'],
  ['07/03/2024', 'SUPERMARCHE', '-62,30'],
]);

/** The books as a revert must leave them: rows, parts, rollups (versions move, that is all). */
async function booksShape(db: Executor, userId: number) {
  const books = await booksOf(db, userId);
  const operations = books.operations.map(({ version, updatedAt, ...rest }) => rest);
  return { ...books, operations };
}

describeOnDatabases('import history: undo a merge, revert an incorporation', (ctx) => {
  let a: BooksUser;
  let k: Executor;
  const create = async (accountId: number, amount: number, date: string) =>
    (
      await writeOperations(k, a.id, [
        { kind: 'create', operation: operation(accountId, amount, date) },
      ])
    ).created[0]!;
  const incorporate = (ids: number[]) =>
    a.client.post('/api/import/incorporate', {
      accountId: a.current,
      ids,
      merge: true,
      updateAccount: false,
    });
  const history = async () =>
    (await a.client.get(`/api/import/history?accountId=${a.current}`)).body;
  const revert = (id: number) => a.client.post(`/api/import/history/${id}/revert`);

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
    k = ctx.db.kysely;
  });

  it('reverts a merge, a transfer association and a planned match: the books are as before', async () => {
    const manual = await create(a.current, -6230, '2024-03-06');
    const savingsLeg = await create(a.savings, 10000, '2024-03-06');
    const rent = await insertPlan(k, a.id, {
      accountId: a.current,
      amount: -80000,
      beginDate: '2024-01-05',
    });
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[1]!, {
      matchKind: 'PLANNED',
      echeanceId: rent,
      echeanceDate: '2024-03-05',
    });
    await setLine(k, lineIds[2]!, { transferOperationId: savingsLeg });
    await setLine(k, lineIds[3]!, { matchedOperationId: manual, matchKind: 'FUZZY', merge: 1 });
    const before = await booksShape(k, a.id);

    const done = await incorporate(lineIds);
    expect(done.body).toMatchObject({ created: 3, merged: 1, skipped: 0 });
    const occurrence = await k
      .selectFrom('echeanceOccurrences')
      .selectAll()
      .where('echeanceId', '=', rent)
      .execute();
    expect(occurrence).toMatchObject([{ dueDate: '2024-03-05', state: 'MATCHED' }]);
    const leg = await k
      .selectFrom('operations')
      .select(['operationType', 'transferId'])
      .where('id', '=', savingsLeg)
      .executeTakeFirstOrThrow();
    expect(leg.operationType).toBe('TRANSFER');
    await expectBooksHold(k, a.id, [a.current, a.savings]);
    const [entry] = await history();
    expect(entry).toMatchObject({
      createdCount: 3,
      mergedCount: 1,
      state: 'DONE',
      revertible: true,
    });
    expect(entry.merges).toEqual([
      {
        operationId: manual,
        date: '2024-03-07',
        amount: -6230,
        label: 'SUPERMARCHE',
        undoable: true,
      },
    ]);

    const res = await revert(done.body.incorporationId);
    expect([res.status, res.body]).toEqual([200, { removed: 3, restored: 1 }]);
    expect(await booksShape(k, a.id)).toEqual(before);
    expect(
      await k
        .selectFrom('echeanceOccurrences')
        .selectAll()
        .where('echeanceId', '=', rent)
        .execute(),
    ).toEqual([]);
    await expectBooksHold(k, a.id, [a.current, a.savings]);
    expect((await history())[0]).toMatchObject({ state: 'REVERTED', revertible: false });
    await expectCallRefused(
      k,
      a.id,
      () => revert(done.body.incorporationId),
      409,
      MessageCode.importRevertDone,
    );
  });

  it('undoes a merge: the line becomes its own operation, the entry a creation', async () => {
    const manual = await create(a.current, -6230, '2024-03-06');
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[3]!, { matchedOperationId: manual, matchKind: 'FUZZY', merge: 1 });
    const done = await incorporate([lineIds[3]!]);
    const res = await a.client.post(`/api/import/merge/${manual}/undo`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      createdCount: 1,
      mergedCount: 0,
      merges: [],
      revertible: true,
    });
    const ops = await k
      .selectFrom('operations')
      .select(['id', 'memo', 'fingerprint'])
      .where('accountId', '=', a.current)
      .orderBy('id')
      .execute();
    expect(ops).toHaveLength(2);
    expect(ops[0]).toMatchObject({ id: manual, fingerprint: null });
    expect(ops[1]).toMatchObject({ memo: 'SUPERMARCHE' });
    expect(ops[1]!.fingerprint).not.toBeNull();
    await expectBooksHold(k, a.id, [a.current]);
    await expectCallRefused(
      k,
      a.id,
      () => a.client.post(`/api/import/merge/${manual}/undo`),
      404,
      MessageCode.notFound,
    );
    expect((await revert(done.body.incorporationId)).body).toEqual({ removed: 1, restored: 0 });
  });

  it('refuses to undo an edited merge and to revert an edited or shortened import', async () => {
    const manual = await create(a.current, -6230, '2024-03-06');
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[3]!, { matchedOperationId: manual, matchKind: 'FUZZY', merge: 1 });
    const done = await incorporate(lineIds);
    const id = done.body.incorporationId as number;
    const [first] = await k
      .selectFrom('importIncorporatedLines')
      .select('operationId')
      .where('kind', '=', 'CREATED')
      .orderBy('id')
      .execute();
    await writeOperations(k, a.id, [{ kind: 'point', ids: [manual], pointed: true }]);
    await expectCallRefused(
      k,
      a.id,
      () => a.client.post(`/api/import/merge/${manual}/undo`),
      409,
      MessageCode.importMergeEdited,
    );
    await expectCallRefused(k, a.id, () => revert(id), 409, MessageCode.importRevertEdited);
    await writeOperations(k, a.id, [{ kind: 'point', ids: [manual], pointed: false }]);
    expect((await history())[0]).toMatchObject({ revertible: false });
    await writeOperations(k, a.id, [{ kind: 'delete', ids: [first!.operationId] }]);
    await expectCallRefused(k, a.id, () => revert(id), 409, MessageCode.importRevertEdited);
  });

  it('restores the balance and the operation count exactly', async () => {
    await create(a.current, -1000, '2024-02-01');
    const balance = async () =>
      (await a.client.get(`/api/account/${a.current}/balance?date=2024-12-31`)).body;
    const count = async () => (await booksOf(k, a.id)).operations.length;
    const [balanceBefore, countBefore] = [await balance(), await count()];
    const { lineIds } = await givenReport(k, a.id, csv);
    const done = await incorporate(lineIds);
    expect(await count()).toBe(countBefore + 4);
    expect((await balance()).balance).toBe(balanceBefore.balance - 450 - 80000 - 10000 - 6230);
    await revert(done.body.incorporationId);
    expect([await balance(), await count()]).toEqual([balanceBefore, countBefore]);
  });

  it('refuses a planned line whose occurrence was done meanwhile, and lists imports newest first', async () => {
    const rent = await insertPlan(k, a.id, {
      accountId: a.current,
      amount: -80000,
      beginDate: '2024-01-05',
    });
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[1]!, {
      matchKind: 'PLANNED',
      echeanceId: rent,
      echeanceDate: '2024-03-05',
    });
    const saved = await create(a.current, -80000, '2024-03-05');
    await a.client.post(`/api/echeances/${rent}/occurrences/2024-03-05/match`, {
      operationId: saved,
    });
    await expectCallRefused(
      k,
      a.id,
      () => incorporate(lineIds),
      409,
      MessageCode.occurrenceAlreadyDone,
    );
    await setLine(k, lineIds[1]!, { matchKind: null, echeanceId: null, echeanceDate: null });
    const first = (await incorporate([lineIds[0]!])).body.incorporationId;
    const second = (await incorporate([lineIds[1]!])).body.incorporationId;
    expect(
      (await history()).map((entry: { incorporationId: number }) => entry.incorporationId),
    ).toEqual([second, first]);
  });
});
