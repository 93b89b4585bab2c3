import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contract/languages';
import type { OperationDto } from '../../../contract/operations-dto';
import { operationsToCsv } from '../../../contract/operations-csv';
import { translate } from '../i18n/translator';
import { readUpload } from './import-read';

const text = fc
  .string({ minLength: 0, maxLength: 30 })
  .map((s) => s.replace(/\s+/g, ' ').trim())
  // A cell the user began with a quote before a formula sign reads as the export made it inert.
  .filter((s) => !/^'[=+\-@]/.test(s));
const date = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const amount = fc.integer({ min: -99_999_999, max: 99_999_999 }).filter((a) => a !== 0);

const operation = fc
  .record({ date, valueDate: date, amount, payee: text, memo: text, category: text })
  .map(
    (o, i = 0): OperationDto =>
      ({
        operationId: i,
        operationType: 'SIMPLE',
        account: { accountId: 1, name: 'Courant', currency: { currencyId: 1, symb: '€' } },
        toAccount: null,
        toAmount: null,
        date: o.date,
        valueDate: o.valueDate,
        amount: o.amount,
        balance: 0,
        state: null,
        type: { typeId: null, abrv: null },
        payee: { payeeId: 1, name: o.payee },
        memo: o.memo === '' ? null : o.memo,
        debitCredit: o.amount < 0 ? -1 : 1,
        splitOperations: [],
        category: { categoryId: 4, name: o.category },
      }) as unknown as OperationDto,
  );

function readBack(operations: OperationDto[], language: Language) {
  const csv = operationsToCsv(operations, language, (key) => translate(language, key));
  const read = readUpload(new TextEncoder().encode(csv), undefined);
  return read.file.statements[0]!.lines;
}

describe('a CSV Pécule exported imports back', () => {
  it('gives the same dates, amounts, labels (payees), memos and categories, in both languages', () => {
    fc.assert(
      fc.property(
        fc.array(operation, { minLength: 1, maxLength: 20 }),
        fc.constantFrom<Language>('fr', 'en'),
        (operations, language) => {
          const lines = readBack(operations, language);
          expect(lines.map((l) => [l.date, l.valueDate, l.amount, l.label, l.memo])).toEqual(
            operations.map((o) => [o.date, o.valueDate, o.amount, o.payee.name, o.memo]),
          );
          expect(lines.map((l) => l.category)).toEqual(
            operations.map((o) => (o.category.name === '' ? null : o.category.name)),
          );
        },
      ),
      { numRuns: 200, interruptAfterTimeLimit: 4_000 },
    );
  });
});
