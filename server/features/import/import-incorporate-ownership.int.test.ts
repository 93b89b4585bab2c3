import { beforeEach, expect, it } from 'vitest';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { expectCallRefused } from '../../test/books-invariants';
import { describeOnDatabases } from '../../test/databases';
import { frenchCsv, givenReport, setLine } from '../../test/import-fixtures';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';
import { operation } from '../../test/operation-fixtures';
import { writeOperations } from '../operations/write/operations-write.service';

const csv = frenchCsv([
  ['01/03/2024', 'CAFE DU COIN', '-4,50'],
  ['07/03/2024', 'SUPERMARCHE', '-62,30'],
]);

describeOnDatabases('import incorporation and history: ownership', (ctx) => {
  let a: BooksUser;
  let b: BooksUser;
  let k: Executor;
  let lineIds: number[];
  let incorporationId: number;
  let merged: number;

  beforeEach(async () => {
    [a, b, k] = [await givenBooksUser(ctx.db), await givenBooksUser(ctx.db), ctx.db.kysely];
    merged = (
      await writeOperations(k, a.id, [
        { kind: 'create', operation: operation(a.current, -6230, '2024-03-06') },
      ])
    ).created[0]!;
    const done = await givenReport(k, a.id, csv);
    await setLine(k, done.lineIds[1]!, {
      matchedOperationId: merged,
      matchKind: 'FUZZY',
      merge: 1,
    });
    const res = await a.client.post('/api/import/incorporate', {
      accountId: a.current,
      ids: done.lineIds,
      merge: true,
      updateAccount: false,
    });
    incorporationId = res.body.incorporationId;
    lineIds = (await givenReport(k, a.id, csv, { accountId: a.current })).lineIds;
  });

  const body = (over: object) => ({
    accountId: b.current,
    ids: [],
    merge: true,
    updateAccount: true,
    ...over,
  });
  const refused = (call: () => Promise<{ status: number; body: unknown }>) =>
    expectCallRefused(k, a.id, call, 404, MessageCode.notFound);

  it("answers 404 to another user's lines, account, history, incorporation and merge", async () => {
    await refused(() => b.client.post('/api/import/incorporate', body({ ids: lineIds })));
    await refused(() =>
      b.client.post('/api/import/incorporate', body({ ids: lineIds, accountId: a.current })),
    );
    const own = await givenReport(k, b.id, csv);
    await refused(() =>
      b.client.post('/api/import/incorporate', body({ ids: own.lineIds, accountId: a.current })),
    );
    await refused(() =>
      b.client.post('/api/import/incorporate', body({ ids: [...own.lineIds, lineIds[0]!] })),
    );
    await refused(() => b.client.get(`/api/import/history?accountId=${a.current}`));
    await refused(() => b.client.post(`/api/import/history/${incorporationId}/revert`));
    await refused(() => b.client.post(`/api/import/merge/${merged}/undo`));
    expect((await a.client.get(`/api/import/history?accountId=${a.current}`)).body).toHaveLength(1);
  });

  it('refuses lines of a report of another account (400), and of two reports (404)', async () => {
    await expectCallRefused(
      k,
      a.id,
      () =>
        a.client.post('/api/import/incorporate', {
          ...body({ ids: lineIds }),
          accountId: a.savings,
        }),
      400,
      MessageCode.validation,
    );
    const other = await givenReport(k, a.id, csv);
    await expectCallRefused(
      k,
      a.id,
      () =>
        a.client.post(
          '/api/import/incorporate',
          body({ ids: [lineIds[0]!, other.lineIds[0]!], accountId: a.current }),
        ),
      404,
      MessageCode.notFound,
    );
  });
});
