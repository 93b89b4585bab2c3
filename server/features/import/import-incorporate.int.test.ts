import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { booksOf, expectBooksHold, expectCallRefused } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { frenchCsv, givenReport, setLine } from '../../test/import-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { operation } from '../../test/operation-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';

const csv = frenchCsv([
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['05/03/2024', 'SUPERMARCHE', '-62,30'],
  ['12/04/2024', 'SALAIRE', '2500,00'],
]);

export async function operationsOf(db: Executor, accountId: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'date', 'amount', 'memo', 'payeeId', 'bankId', 'fingerprint', 'occurrence'])
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

describeOnDatabases('import incorporation', (ctx) => {
  let a: BooksUser;
  let k: Executor;
  const incorporate = (ids: number[], over: object = {}) =>
    a.client.post('/api/import/incorporate', {
      accountId: a.current,
      ids,
      merge: true,
      updateAccount: false,
      ...over,
    });

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
    k = ctx.db.kysely;
  });

  it('creates every line with its bank identity, keeps the history and deletes the report', async () => {
    const { reportId, lineIds } = await givenReport(k, a.id, csv);
    const res = await incorporate(lineIds, { updateAccount: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 4, merged: 0, skipped: 0, month: '2024-04' });
    const ops = await operationsOf(k, a.current);
    expect(ops.map((op) => [op.amount, op.memo, op.occurrence])).toEqual([
      [-450, 'CAFE DU COIN', 1],
      [-450, 'CAFE DU COIN', 2],
      [-6230, 'SUPERMARCHE', 1],
      [250000, 'SALAIRE', 1],
    ]);
    expect(ops[0]!.fingerprint).toBe(ops[1]!.fingerprint);
    const report = await k.selectFrom('importReports').select('id').where('id', '=', reportId);
    expect(await report.execute()).toEqual([]);
    const entries = await k
      .selectFrom('importIncorporatedLines')
      .select(['kind', 'operationId'])
      .where('incorporationId', '=', res.body.incorporationId)
      .execute();
    expect(entries).toHaveLength(4);
    const account = await k
      .selectFrom('accounts')
      .select(['lastImportDate', 'importCsvLayout'])
      .where('id', '=', a.current)
      .executeTakeFirstOrThrow();
    expect(account.lastImportDate).not.toBeNull();
    expect(JSON.parse(account.importCsvLayout!)).toMatchObject({ delimiter: ';' });
    await expectBooksHold(k, a.id, [a.current]);

    const third = { ...ops[1]!, id: undefined };
    const same = {
      accountId: a.current,
      date: third.date,
      valueDate: third.date,
      amount: -450,
      fingerprint: third.fingerprint,
      occurrence: 2,
      parts: [{ categoryId: null, amount: -450 }],
    };
    await expect(writeOperations(k, a.id, [{ kind: 'create', operation: same }])).rejects.toThrow();
  });

  it('writes the selected lines only, leaves excluded ones, skips imported ones', async () => {
    const { reportId, lineIds } = await givenReport(k, a.id, csv, { accountId: a.current });
    await setLine(k, lineIds[1]!, { included: 0 });
    await setLine(k, lineIds[2]!, { alreadyImported: 1 });
    const res = await incorporate(lineIds.slice(0, 3), { merge: false });
    expect(res.body).toMatchObject({ created: 1, merged: 0, skipped: 1, month: '2024-03' });
    const left = await k
      .selectFrom('importedOperations')
      .select('id')
      .where('importReportId', '=', reportId)
      .orderBy('id')
      .execute();
    expect(left.map((row) => row.id)).toEqual([lineIds[1], lineIds[3]]);
    expect(await operationsOf(k, a.current)).toHaveLength(1);
    expect((await incorporate([lineIds[0]!])).status).toBe(404);
  });

  it('incorporating the same file again adds nothing', async () => {
    const first = await givenReport(k, a.id, csv);
    await incorporate(first.lineIds);
    const again = await givenReport(k, a.id, csv);
    for (const id of again.lineIds) await setLine(k, id, { alreadyImported: 1 });
    const before = await booksOf(k, a.id);
    const res = await incorporate(again.lineIds);
    expect(res.body).toMatchObject({ incorporationId: null, created: 0, skipped: 4, month: null });
    expect(await booksOf(k, a.id)).toEqual(before);
  });

  it('merges into the matched operation when asked, else creates', async () => {
    const { created } = await writeOperations(k, a.id, [
      {
        kind: 'create',
        operation: {
          accountId: a.current,
          date: '2024-03-04',
          valueDate: '2024-03-04',
          amount: -6230,
          payeeId: a.payeeId,
          parts: [{ categoryId: a.groceries, amount: -6230 }],
        },
      },
    ]);
    const manual = created[0]!;
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[2]!, { matchedOperationId: manual, matchKind: 'FUZZY', merge: 1 });
    const merged = await incorporate([lineIds[2]!]);
    expect(merged.body).toMatchObject({ created: 0, merged: 1 });
    const [op] = (await operationsOf(k, a.current)).filter((row) => row.id === manual);
    expect(op).toMatchObject({ amount: -6230, payeeId: a.payeeId, occurrence: 1 });
    expect(op!.fingerprint).not.toBeNull();

    await setLine(k, lineIds[3]!, { matchedOperationId: manual, matchKind: 'FUZZY', merge: 1 });
    expect((await incorporate([lineIds[3]!], { merge: false })).body).toMatchObject({ created: 1 });
    await expectBooksHold(k, a.id, [a.current]);
  });

  it('a failure half-way leaves the books and the report as they were', async () => {
    const { reportId, lineIds } = await givenReport(k, a.id, csv);
    const { created } = await writeOperations(k, a.id, [
      { kind: 'create', operation: operation(a.current, -2_500_00) },
    ]);
    // The database refuses another user's category on a line; a transfer within one account fails as late.
    await setLine(k, lineIds[3]!, { transferOperationId: created[0]! });
    const lines = () =>
      k
        .selectFrom('importedOperations')
        .selectAll()
        .where('importReportId', '=', reportId)
        .execute();
    const before = await lines();
    await expectCallRefused(
      k,
      a.id,
      () => incorporate(lineIds),
      400,
      MessageCode.transferSameAccount,
    );
    await setLine(k, lineIds[3]!, {
      transferOperationId: null,
      parts: JSON.stringify([
        { amount: 100, category: 'Courses', memo: null },
        { amount: 100, category: null, memo: null },
      ]),
    });
    await expectCallRefused(
      k,
      a.id,
      () => incorporate(lineIds),
      400,
      MessageCode.operationSplitRemainder,
    );
    expect((await lines()).map((line) => line.id)).toEqual(before.map((line) => line.id));
  });

  it('gives the file’s parts their categories by name and a payee its split template', async () => {
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[2]!, {
      parts: JSON.stringify([
        { amount: -4000, category: 'courses', memo: 'food' },
        { amount: -2230, category: 'Inconnue', memo: null },
      ]),
    });
    const res = await incorporate([lineIds[2]!]);
    const parts = await k
      .selectFrom('splitOperations')
      .select(['categoryId', 'amount', 'memo'])
      .where('userId', '=', a.id)
      .orderBy('id')
      .execute();
    expect(res.status).toBe(200);
    expect(parts).toEqual([
      { categoryId: a.groceries, amount: -4000, memo: 'food' },
      { categoryId: null, amount: -2230, memo: null },
    ]);
  });

  it('gives a line with a payee and no category the payee’s split template', async () => {
    const payee = await a.client.post('/api/payees', {
      name: 'Hyper',
      creditCategory: { categoryId: -1 },
      debitCategory: { categoryId: -2 },
      splitCategoriesDebit: [
        { category: { categoryId: a.groceries }, percentage: 75 },
        { category: { categoryId: a.leisure }, percentage: 25 },
      ],
    });
    expect(payee.status).toBe(200);
    const { lineIds } = await givenReport(k, a.id, csv);
    await setLine(k, lineIds[2]!, { payeeId: payee.body.payeeId });
    expect((await incorporate([lineIds[2]!])).status).toBe(200);
    const parts = await k
      .selectFrom('splitOperations')
      .select(['categoryId', 'amount'])
      .where('userId', '=', a.id)
      .orderBy('id')
      .execute();
    expect(parts).toEqual([
      { categoryId: a.groceries, amount: -4673 },
      { categoryId: a.leisure, amount: -1557 },
    ]);
    await expectBooksHold(k, a.id, [a.current]);
  });
});
