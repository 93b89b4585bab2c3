import type { Response } from 'supertest';
import { beforeEach, expect, it } from 'vitest';
import type { OperationDto } from '../../../contract/operations-dto';
import { describeOnDatabases } from '../../test/databases';
import { insertAccount, insertBank } from '../../test/finance-fixtures';
import type { TestClient } from '../../test/test-app';
import { givenExportBooks, type ExportBooks } from './account-export-test-fixtures';

// Pécule → OFX or QIF → Pécule: an account's file, imported into an empty account of a user with
// the same categories, payees and accounts, gives the same operations.

const bytesOf = (res: Response) =>
  new TextEncoder().encode(res.text ?? Buffer.from(res.body as Uint8Array).toString('utf8'));

async function operationsOf(client: TestClient, accountId: number): Promise<OperationDto[]> {
  const query = `accounts=${accountId}&startValueDate=1900-01-01&endValueDate=2999-12-31`;
  return (await client.get(`/api/operation?${query}&orderBy=date`)).body as OperationDto[];
}

async function importInto(client: TestClient, accountId: number, bytes: Uint8Array, name: string) {
  const upload = await client.upload(`/api/import/upload?accountId=${accountId}`, bytes, name);
  expect(upload.status).toBe(200);
  const report = await client.get(`/api/import/${upload.body.reports[0].importReportId}`);
  const lines = report.body.operations as { importedOperationId: number }[];
  const res = await client.post('/api/import/incorporate', {
    accountId,
    ids: lines.map((line) => line.importedOperationId),
    merge: false,
    updateAccount: false,
  });
  expect(res.status).toBe(200);
}

const categories = (op: OperationDto) =>
  op.splitOperations.map((part) => [part.category.name, part.amount, part.memo]);

const exportOf = (books: ExportBooks, accountId: number, format: string) =>
  books.user.client.get(`/api/account/${accountId}/export?format=${format}`);

describeOnDatabases('account export imported back', (ctx) => {
  let from: ExportBooks;
  let to: ExportBooks;
  let current: number;
  let savings: number;

  beforeEach(async () => {
    from = await givenExportBooks(ctx.db);
    to = await givenExportBooks(ctx.db);
    const bankId = await insertBank(ctx.db.kysely, to.user.id, 'Autre banque');
    current = await insertAccount(ctx.db.kysely, to.user.id, bankId, 'Import courant');
    savings = await insertAccount(ctx.db.kysely, to.user.id, bankId, 'Import livret');
  });

  /** Both accounts' files imported, the current account first: the transfer's legs meet. */
  async function importBoth(format: string) {
    const extension = format.toLowerCase();
    const currentFile = await exportOf(from, from.user.current, format);
    await importInto(to.user.client, current, bytesOf(currentFile), `courant.${extension}`);
    const savingsFile = await exportOf(from, from.user.savings, format);
    await importInto(to.user.client, savings, bytesOf(savingsFile), `livret.${extension}`);
    return {
      exported: await operationsOf(from.user.client, from.user.current),
      imported: await operationsOf(to.user.client, current),
    };
  }

  const transfers = (operations: readonly OperationDto[]) =>
    operations.filter((op) => op.toAccount !== null).map((op) => [op.amount, op.toAccount!.name]);

  it('gives back the dates, amounts, payees, memos, categories, splits and transfer of a QIF', async () => {
    const { exported, imported } = await importBoth('QIF');
    const fields = (op: OperationDto) => [op.date, op.amount, op.payee.name, op.memo];
    expect(imported.map(fields)).toEqual(exported.map(fields));
    expect(imported.map(categories)).toEqual(exported.map(categories));
    expect(transfers(exported)).toEqual([[-20_000, 'Livret']]);
    expect(transfers(imported)).toEqual([[-20_000, 'Import livret']]);
  });

  it('gives back the dates, value dates, amounts, payees, memos and transfer of an OFX', async () => {
    const { exported, imported } = await importBoth('OFX');
    const fields = (op: OperationDto) => [op.date, op.valueDate, op.amount, op.payee.name, op.memo];
    expect(imported.map(fields)).toEqual(exported.map(fields));
    expect(transfers(imported)).toEqual([[-20_000, 'Import livret']]);
  });
});
