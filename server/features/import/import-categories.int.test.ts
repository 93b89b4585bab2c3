import { beforeEach, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser, type BooksUser } from '../../test/operation-api-fixtures';

// A file's category names are looked up one way, for whole lines and split parts alike.

const QIF = [
  '!Type:Bank',
  'D13/01/2024',
  'T-12.00',
  'PCinema',
  'LSorties:Loisirs',
  '^',
  'D14/02/2024',
  'T-50.00',
  'PHypermarche',
  'L--Split--',
  'SAlimentation:courses',
  '$-30.00',
  'SSorties:LOISIRS',
  '$-20.00',
  '^',
  '',
].join('\n');

async function partsOf(k: Executor, accountId: number) {
  return k
    .selectFrom('splitOperations as s')
    .innerJoin('operations as o', 'o.id', 's.operationId')
    .select(['o.amount as total', 's.amount', 's.categoryId'])
    .where('o.accountId', '=', accountId)
    .orderBy('s.id')
    .execute();
}

describeOnDatabases('the categories a bank file names', (ctx) => {
  let a: BooksUser;

  beforeEach(async () => {
    a = await givenBooksUser(ctx.db);
  });

  it('finds "Parent:Child" by its leaf, for a whole line and for a split part alike', async () => {
    const upload = await a.client.upload(
      `/api/import/upload?accountId=${a.current}`,
      new TextEncoder().encode(QIF),
      'releve.qif',
    );
    expect(upload.status).toBe(200);
    const reportId = upload.body.reports[0].importReportId;
    const report = await a.client.get(`/api/import/${reportId}`);
    const lines = report.body.operations as { importedOperationId: number; category: unknown }[];
    expect(lines[0]!.category).toMatchObject({ categoryId: a.leisure });
    const res = await a.client.post('/api/import/incorporate', {
      accountId: a.current,
      ids: lines.map((line) => line.importedOperationId),
      merge: true,
      updateAccount: false,
    });
    expect(res.status).toBe(200);
    expect(await partsOf(ctx.db.kysely, a.current)).toEqual([
      { total: -1200, amount: -1200, categoryId: a.leisure },
      { total: -5000, amount: -3000, categoryId: a.groceries },
      { total: -5000, amount: -2000, categoryId: a.leisure },
    ]);
  });
});
