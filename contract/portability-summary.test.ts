import { describe, expect, it } from 'vitest';
import { portabilitySchema, type PortabilityDocument } from './portability';
import { referenceError, summarizeDocument } from './portability-summary';

const part = { category: null, memo: null, tags: [] };
const operation = (
  id: number,
  account: number,
  amount: number,
  date: string,
  transfer: number | null = null,
) => ({
  id,
  account,
  transfer,
  date,
  valueDate: date,
  amount,
  pointed: false,
  typeId: null,
  payee: null,
  memo: null,
  plannedOperation: null,
  bankId: null,
  fingerprint: null,
  occurrence: null,
  parts: [{ ...part, amount }],
});
const account = (id: number, name: string, initialBalance: number) => ({
  id,
  bank: 1,
  name,
  number: null,
  iban: null,
  owner: null,
  type: 'CU',
  currencyId: 1,
  interestRateBp: 0,
  limitDate: null,
  favorite: false,
  lastImportDate: null,
  tempoType: null,
  startDate: null,
  endDate: null,
  lastUpdateDate: null,
  initialBalance,
  importCsvLayout: null,
  initialCapital: null,
  monthlyDeadline: null,
  level: 0,
});

const document: PortabilityDocument = portabilitySchema.parse({
  format: 'pecule-export',
  version: 1,
  exportedAt: '2026-06-01T10:00:00.000Z',
  preferences: {
    currencyId: 1,
    mainAccount: 1,
    echeanceDelay: 0,
    echeanceCatchUp: 'ALL',
    simpleMode: false,
    sortByDate: false,
    sortedCategories: null,
  },
  categories: [],
  tags: [],
  banks: [{ id: 1, name: 'Banque', bankNameId: null }],
  accounts: [account(1, 'Courant', 10_000), account(2, 'Livret', 0)],
  payees: [],
  budgets: [],
  plannedOperations: [],
  operations: [
    operation(1, 1, -2_500, '2024-03-09', 2),
    operation(2, 2, 2_500, '2024-03-09', 1),
    operation(3, 1, -150, '2023-12-31'),
  ],
  plannedOccurrences: [],
});

describe('data portability summary', () => {
  it('counts, spans and balances what an import would create', () => {
    const summary = summarizeDocument(document);
    expect(summary.counts).toMatchObject({ accounts: 2, operations: 3, banks: 1 });
    expect([summary.firstDate, summary.lastDate]).toEqual(['2023-12-31', '2024-03-09']);
    expect(summary.balances.map((b) => b.balance)).toEqual([7_350, 2_500]);
  });

  it('finds references to objects the document does not hold', () => {
    expect(referenceError(document)).toBeNull();
    const [first, second, third] = document.operations;
    const broken = (over: Partial<PortabilityDocument>) => referenceError({ ...document, ...over });
    expect(broken({ operations: [first!, second!, { ...third!, account: 9 }] })).toBe(
      'operations.account',
    );
    expect(broken({ operations: [first!, third!, { ...second!, id: 4 }] })).toBe(
      'operations.transfer',
    );
    expect(broken({ operations: [second!, first!, third!] })).toBe('operations.id');
    expect(
      broken({
        plannedOccurrences: [
          { plannedOperation: 1, dueDate: '2024-01-01', state: 'SAVED', operation: 1 },
        ],
      }),
    ).toBe('plannedOccurrences.plannedOperation');
  });
});
