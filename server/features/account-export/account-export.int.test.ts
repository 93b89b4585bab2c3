import type { Response } from 'supertest';
import { beforeEach, expect, it } from 'vitest';
import type { OperationDto } from '../../../contract/operations-dto';
import { describeOnDatabases } from '../../test/databases';
import { givenBooksUser } from '../../test/operation-api-fixtures';
import { readBankText } from '../import/formats/read-bank-file';
import { givenExportBooks, type ExportBooks } from './account-export-test-fixtures';

// GET /api/account/{accountId}/export: the account's operations as OFX and QIF, read back by
// the import's own readers to the same dates, amounts, payees, memos, categories and splits.

const textOf = (res: Response) => res.text ?? Buffer.from(res.body as Uint8Array).toString('utf8');

describeOnDatabases('account export route', (ctx) => {
  let books: ExportBooks;
  const exported = (accountId: number, format: string, client = books.user.client) =>
    client.get(`/api/account/${accountId}/export?format=${format}`);

  async function operationsOf(accountId: number): Promise<OperationDto[]> {
    const query = `accounts=${accountId}&startValueDate=1900-01-01&endValueDate=2999-12-31`;
    const res = await books.user.client.get(`/api/operation?${query}&orderBy=date`);
    return res.body as OperationDto[];
  }

  beforeEach(async () => {
    books = await givenExportBooks(ctx.db);
  });

  it('answers an OFX file the OFX reader reads back line for line', async () => {
    const { current } = books.user;
    const res = await exported(current, 'OFX');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-ofx; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?Courant-\d{4}-\d{2}-\d{2}\.ofx"?$/,
    );
    const operations = await operationsOf(current);
    const { file } = readBankText(textOf(res));
    expect(file.format).toBe('OFX');
    const [statement] = file.statements;
    expect(statement!.currency).toBe('EUR');
    expect(statement!.lines.map((line) => [line.date, line.valueDate, line.amount])).toEqual(
      operations.map((op) => [op.date, op.valueDate, op.amount]),
    );
    // Without a payee the memo is the line's text (OFX has no empty NAME).
    expect(statement!.lines.map((line) => [line.label, line.memo, line.bankId])).toEqual(
      operations.map((op) => [
        op.payee.name || (op.memo ?? ''),
        op.payee.name ? op.memo : null,
        String(op.operationId),
      ]),
    );
    const total = operations.reduce((sum, op) => sum + op.amount, 0);
    expect(statement!.closing).toEqual({ amount: 10_000 + total, date: '2025-12-31' });
    expect(operations.map((op) => op.memo)).toContain('a &amp; b ]]> c');
  });

  it('answers a QIF file the QIF reader reads back with its categories, splits and transfer', async () => {
    const { current } = books.user;
    const res = await exported(current, 'QIF');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/qif; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="?Courant-[\d-]+\.qif"?$/,
    );
    const operations = await operationsOf(current);
    const { file } = readBankText(textOf(res));
    expect(file.format).toBe('QIF');
    expect(file.dateOrderUnsure).toBeUndefined();
    const lines = file.statements[0]!.lines;
    expect(lines.map((line) => [line.date, line.amount, line.label, line.memo])).toEqual(
      operations.map((op) => [op.date, op.amount, op.payee.name, op.memo]),
    );
    const part = (amount: number, category: string | null, memo: string | null) => ({
      amount,
      category,
      memo,
      transferAccount: null,
    });
    const transfer = { amount: -20_000, category: null, memo: null, transferAccount: 'Livret' };
    expect(lines.map((line) => [line.category, line.parts])).toEqual([
      ['Courses', []],
      [null, []],
      [
        null,
        [
          part(-8_000, 'Courses:Énergie', 'électricité'),
          part(-2_050, 'Loisirs', 'ampoules & piles'),
        ],
      ],
      [null, [transfer]],
      [null, []],
      [null, []],
    ]);
    expect(textOf(res)).toContain('C*');
  });

  it('answers 404 for another user’s account, for either format', async () => {
    const other = await givenBooksUser(ctx.db);
    for (const format of ['OFX', 'QIF']) {
      expect((await exported(other.current, format)).status).toBe(404);
      expect((await exported(books.user.current, format, other.client)).status).toBe(404);
    }
  });

  it('refuses a format it does not write', async () => {
    const res = await exported(books.user.current, 'CSV');
    expect(res.status).toBe(400);
    expect((await exported(books.user.current, '')).status).toBe(400);
  });

  it('exports an account without operations: its initial balance, no line', async () => {
    const res = await exported(books.user.foreign, 'OFX');
    const { file } = readBankText(textOf(res));
    expect(file.statements[0]!.lines).toEqual([]);
    expect(file.statements[0]!.closing?.amount).toBe(10_000);
    expect(textOf(await exported(books.user.foreign, 'QIF'))).toBe('!Type:Bank\r\n');
  });
});
