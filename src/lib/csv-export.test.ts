import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { OperationDto } from '../../contract/operations-dto';
import { neutralizeFormula, operationsToCsv } from '../../contract/operations-csv';
import { csvBlob } from './csv-export';

const t = (key: string) => `[${key.split('.').at(-1)}]`;

function operation(overrides: Partial<OperationDto> = {}): OperationDto {
  return {
    operationId: 1,
    operationType: 'SIMPLE',
    account: { accountId: 1, name: 'Courant', currency: { currencyId: 1, symb: '€' } },
    toAccount: null,
    toAmount: null,
    date: '2024-03-05',
    valueDate: '2024-03-06',
    amount: -123405,
    balance: 98765,
    state: 'P',
    type: { typeId: 1, abrv: 'CB' },
    payee: { payeeId: 3, name: 'Boulangerie' },
    memo: 'Pain',
    debitCredit: -1,
    splitOperations: [
      {
        category: { categoryId: 4, name: 'Courses' },
        memo: null,
        amount: -123405,
        amountAbs: 123405,
        tags: [{ tagId: 1, name: 'Maison' }],
      },
    ],
    category: { categoryId: 4, name: 'Courses' },
    ...overrides,
  };
}

/** The cells as a spreadsheet reads them. */
function cells(csv: string, delimiter: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return Papa.parse<string[]>(csv.slice(1), { delimiter }).data;
}

describe('operations to CSV', () => {
  it('writes French with ";" and comma decimals, dates day first', () => {
    const csv = operationsToCsv([operation()], 'fr', t);
    expect(csv.split('\r\n')[1]).toBe(
      '"05/03/2024";"06/03/2024";"Courant";"[CB]";"Boulangerie";"Courses";"Pain";"Maison";-1234,05;987,65;"P"',
    );
    expect(cells(csv, ';')[0]).toEqual([
      '[date]',
      '[valueDate]',
      '[account]',
      '[type]',
      '[payee]',
      '[category]',
      '[memo]',
      '[tags]',
      '[amount]',
      '[balance]',
      '[state]',
    ]);
  });

  it('writes English with "," and point decimals, ISO dates', () => {
    const csv = operationsToCsv([operation({ balance: null, state: null })], 'en', t);
    expect(csv.split('\r\n')[1]).toBe(
      '"2024-03-05","2024-03-06","Courant","[CB]","Boulangerie","Courses","Pain","Maison",-1234.05,,""',
    );
  });

  it('prefixes text cells that would start a formula, never the amounts', () => {
    const hostile = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rcmd'];
    const rows = hostile.map((memo) => operation({ memo, amount: -500 }));
    const read = cells(operationsToCsv(rows, 'fr', t), ';').slice(1);
    expect(read.map((row) => row[6])).toEqual(hostile.map((memo) => `'${memo}`));
    expect(read.map((row) => row[8])).toEqual(hostile.map(() => '-5,00'));
  });

  it('neutralises every text column, payee and tags included', () => {
    const op = operation({
      payee: { payeeId: 2, name: '=cmd|" /C calc"!A0' },
      account: { accountId: 1, name: '@acc', currency: { currencyId: 1, symb: '€' } },
    });
    const row = cells(operationsToCsv([op], 'en', t), ',')[1];
    expect(row?.[2]).toBe("'@acc");
    expect(row?.[4]).toBe('\'=cmd|" /C calc"!A0');
    expect(neutralizeFormula('Safe - text')).toBe('Safe - text');
    expect(neutralizeFormula('')).toBe('');
  });

  it('keeps HTML and script payloads as text, quotes and line breaks escaped', () => {
    const memo = '<img src=x onerror=alert(1)> "quoted"; a, b\nnext';
    const row = cells(operationsToCsv([operation({ memo })], 'fr', t), ';')[1];
    expect(row?.[6]).toBe(memo);
  });

  it('names a split operation as split, and an undefined category as nothing', () => {
    const part = operation().splitOperations[0]!;
    const split = operation({
      splitOperations: [part, { ...part, tags: [{ tagId: 2, name: 'Vacances' }, ...part.tags] }],
    });
    const undefinedCategory = operation({ category: { categoryId: -1, name: '' } });
    const read = cells(operationsToCsv([split, undefinedCategory], 'fr', t), ';');
    expect(read[1]?.[5]).toBe('[split]');
    expect(read[1]?.[7]).toBe('Maison, Vacances');
    expect(read[2]?.[5]).toBe('');
  });

  it('writes only the header when there is nothing, and a UTF-8 CSV file', async () => {
    const csv = operationsToCsv([], 'fr', t);
    expect(cells(csv, ';')).toHaveLength(1);
    const blob = csvBlob(csv);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(blob.size).toBeGreaterThan(csv.length - 1);
  });
});
