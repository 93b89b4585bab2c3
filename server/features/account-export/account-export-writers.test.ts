import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readBankText } from '../import/formats/read-bank-file';
import { accountToOfx } from './account-export-ofx';
import { accountToQif } from './account-export-qif';
import type { AccountStatement, ExportedOperation, ExportedPart } from './account-export.model';

// Any statement the writers make reads back through the import's readers to the same lines.

const text = fc
  .string({ unit: fc.constantFrom(...'aé Z&<>];#!^\'"«»€:/-1'.split('')), maxLength: 24 })
  .map((s) => s.replace(/\s+/g, ' ').trim());
const entityLike = fc.constantFrom('a &amp; b', '&#38;', 'x]]>&lt;y', '&nbsp;');
const memo = fc.oneof(text, entityLike).map((s) => (s === '' ? null : s));
const date = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const cents = fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((a) => a !== 0);
const category = fc.constantFrom(null, 'Courses', 'Logement:Énergie', 'Loisirs:Sorties:Cinéma');
const part = fc.record({ amount: cents, category, memo });

const operation = fc
  .record({
    date,
    valueDate: date,
    payee: text,
    memo,
    pointed: fc.boolean(),
    transferAccount: fc.option(fc.constantFrom('Livret', 'Livret A [joint]'), { freq: 4 }),
    parts: fc.array(part, { minLength: 1, maxLength: 3 }),
  })
  .map((o): Omit<ExportedOperation, 'operationId'> => {
    const amount = o.parts.reduce((sum, p) => sum + p.amount, 0) || 1;
    const parts = o.transferAccount === null ? o.parts : [{ amount, category: null, memo: null }];
    return { ...o, amount, parts: o.parts.length === 1 ? [{ ...parts[0]!, amount }] : parts };
  });

const statementOf = (operations: Omit<ExportedOperation, 'operationId'>[]): AccountStatement => ({
  account: {
    accountId: 1,
    name: 'Courant',
    number: '12345678901',
    iban: null,
    type: 'CU',
    currency: 'EUR',
    balance: operations.reduce((sum, o) => sum + o.amount, 0),
  },
  operations: operations
    .map((o, i) => ({ ...o, operationId: i + 1 }))
    .sort((a, b) => a.date.localeCompare(b.date)),
  exportedAt: Date.parse('2026-11-29T12:00:00Z'),
});

const statements = fc.array(operation, { minLength: 1, maxLength: 12 }).map(statementOf);

const bankPart = (p: ExportedPart) => ({ ...p, transferAccount: null });

/** What the QIF reader gives for an operation's category and parts. */
function qifCategories(o: ExportedOperation) {
  if (o.transferAccount !== null) {
    const transfer = { amount: o.amount, category: null, memo: null };
    return [null, [{ ...transfer, transferAccount: o.transferAccount }]];
  }
  const [only] = o.parts;
  const whole = o.parts.length === 1 && (only!.memo === null || only!.memo === o.memo);
  return whole ? [only!.category, []] : [null, o.parts.map(bankPart)];
}

describe('the account export writers', () => {
  it('write OFX the OFX reader reads back: dates, amounts, payees, memos, ids, balance', () => {
    fc.assert(
      fc.property(statements, (statement) => {
        const { file } = readBankText(accountToOfx(statement));
        const read = file.statements[0]!;
        expect(read.lines.map((l) => [l.date, l.valueDate, l.amount, l.bankId])).toEqual(
          statement.operations.map((o) => [o.date, o.valueDate, o.amount, String(o.operationId)]),
        );
        expect(read.lines.map((l) => [l.label, l.memo])).toEqual(
          statement.operations.map((o) => (o.payee ? [o.payee, o.memo] : [o.memo ?? '', null])),
        );
        expect(read.closing?.amount).toBe(statement.account.balance);
        expect(read.account.number).toBe('12345678901');
      }),
      { numRuns: 150, interruptAfterTimeLimit: 4_000 },
    );
  });

  it('write QIF the QIF reader reads back: dates, amounts, payees, memos, categories, splits', () => {
    fc.assert(
      fc.property(statements, (statement) => {
        const { file } = readBankText(accountToQif(statement));
        const lines = file.statements[0]!.lines;
        expect(file.dateOrderUnsure).toBeUndefined();
        expect(lines.map((l) => [l.date, l.amount, l.label, l.memo])).toEqual(
          statement.operations.map((o) => [o.date, o.amount, o.payee, o.memo]),
        );
        expect(lines.map((l) => [l.category, l.parts])).toEqual(
          statement.operations.map(qifCategories),
        );
      }),
      { numRuns: 150, interruptAfterTimeLimit: 4_000 },
    );
  });

  it('writes cents exactly, never through a float', () => {
    const amounts = [1, -1, 5, -10, 99, 100, -123_456_789, 2_147_483_647];
    const operations = amounts.map((amount, i) => ({
      operationId: i + 1,
      date: '2024-01-01',
      valueDate: '2024-01-01',
      amount,
      payee: 'P',
      memo: null,
      pointed: false,
      transferAccount: null,
      parts: [{ amount, category: null, memo: null }],
    }));
    const statement = { ...statementOf([]), operations };
    const written = [...accountToOfx(statement).matchAll(/<TRNAMT>(.*)<\/TRNAMT>/g)];
    expect(written.map((match) => match[1])).toEqual([
      '0.01',
      '-0.01',
      '0.05',
      '-0.10',
      '0.99',
      '1.00',
      '-1234567.89',
      '21474836.47',
    ]);
    expect(accountToQif(statement)).toContain('\r\nT-1234567.89\r\n');
  });
});
