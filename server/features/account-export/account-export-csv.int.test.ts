import { beforeEach, expect, it } from 'vitest';
import { LANGUAGES } from '../../../contract/languages';
import { operationsToCsv } from '../../../contract/operations-csv';
import type { OperationDto } from '../../../contract/operations-dto';
import { describeOnDatabases } from '../../test/databases';
import { translate } from '../i18n/translator';
import { readUpload } from '../import/import-read';
import { givenExportBooks, type ExportBooks } from './account-export-test-fixtures';

// The accounts page's "Export as CSV" (GET /api/operation over every day, POST
// /api/export/operations, the CSV of contract/operations-csv.ts) reads back through the import's
// CSV reading to the same dates, amounts, labels (payees), memos and categories.

describeOnDatabases('account CSV export read back', (ctx) => {
  let books: ExportBooks;

  beforeEach(async () => {
    books = await givenExportBooks(ctx.db);
  });

  async function exportedLines(accountId: number): Promise<OperationDto[]> {
    const { client } = books.user;
    const query = `accounts=${accountId}&startValueDate=1900-01-01&endValueDate=2999-12-31`;
    const listed = (await client.get(`/api/operation?${query}&orderBy=date`))
      .body as OperationDto[];
    const items = listed.map((operation) => operation.operationId);
    const res = await client.post('/api/export/operations', { items, format: 'CSV' });
    expect(res.status).toBe(200);
    return res.body as OperationDto[];
  }

  it('gives back every line of the account, in both languages', async () => {
    const operations = await exportedLines(books.user.current);
    expect(operations).toHaveLength(6);
    for (const language of LANGUAGES) {
      const csv = operationsToCsv(operations, language, (key) => translate(language, key));
      const { file } = readUpload(new TextEncoder().encode(csv), undefined);
      const lines = file.statements[0]!.lines;
      expect(lines.map((l) => [l.date, l.valueDate, l.amount, l.label, l.memo])).toEqual(
        operations.map((op) => [op.date, op.valueDate, op.amount, op.payee.name, op.memo]),
      );
      expect(lines.map((line) => line.category)).toEqual(['Courses', null, null, null, null, null]);
    }
  });
});
