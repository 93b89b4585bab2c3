import type {
  ImportLineDto,
  ImportIncorporationDto,
  ImportReportDto,
} from '../../../contract/import';

// Payloads of the import calls for the screens' tests, shaped as contract/import.ts says.

export const CURRENT = { accountId: 3, name: 'Compte courant', currency: 'EUR' };

export const ACCOUNTS = [
  {
    accountId: 3,
    name: 'Compte courant',
    type: 'CURRENT',
    favorite: true,
    bank: { bankId: 1, name: 'Banque' },
    currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
  },
  {
    accountId: 4,
    name: 'Livret A',
    type: 'SAVINGS',
    favorite: false,
    bank: { bankId: 1, name: 'Banque' },
    currency: { currencyId: 1, symb: '€', abrv: 'EUR' },
  },
];

export function makeLine(id: number, changes: Partial<ImportLineDto> = {}) {
  return {
    importedOperationId: id,
    lineIndex: id,
    date: '2026-03-05',
    valueDate: '2026-03-05',
    amount: -1250,
    label: `CB BOULANGERIE ${id}`,
    memo: null,
    bankId: null,
    payee: null,
    category: null,
    operation: null,
    match: null,
    alreadyImported: false,
    merge: false,
    included: true,
    edited: false,
    transfer: null,
    planned: null,
    notes: [],
    ...changes,
  } satisfies ImportLineDto;
}

export const FUZZY_LINE = makeLine(2, {
  label: 'PRLV EDF',
  amount: -6420,
  operation: {
    operationId: 90,
    accountId: 3,
    accountName: 'Compte courant',
    date: '2026-03-03',
    amount: -6420,
    label: 'EDF',
  },
  match: { kind: 'FUZZY', dayGap: 2, similarity: 82 },
  merge: true,
});

export const IMPORTED_LINE = makeLine(3, {
  label: 'VIR SALAIRE',
  amount: 250000,
  match: { kind: 'BANK_ID', dayGap: null, similarity: null },
  alreadyImported: true,
  included: false,
});

export function makeReport(changes: Partial<ImportReportDto> = {}): ImportReportDto {
  return {
    importReportId: 11,
    fileName: 'releve.csv',
    format: 'CSV',
    createdAt: '2026-03-20T10:00:00Z',
    statementIndex: 0,
    accountNumber: '00012345678',
    currency: 'EUR',
    lineCount: 3,
    account: CURRENT,
    status: 'PENDING',
    suggestedAccountId: 3,
    opening: null,
    closing: { amount: 120000, date: '2026-03-19' },
    skippedRows: 0,
    warnings: [],
    dateOrder: null,
    csv: {
      layout: {
        delimiter: ';',
        headerRow: 1,
        dateColumn: 0,
        valueDateColumn: null,
        labelColumn: 1,
        memoColumn: null,
        amountColumn: null,
        debitColumn: 2,
        creditColumn: 3,
        balanceColumn: null,
        feeColumn: null,
        dateOrder: 'DMY',
        decimalMark: ',',
      },
      preview: [
        ['Compte courant n° 00012345678'],
        ['Date', 'Libellé', 'Débit', 'Crédit'],
        ['05/03/2026', 'CB BOULANGERIE', '12,50', ''],
      ],
      remembered: false,
    },
    balance: { current: 100000, afterImport: 116330, gap: 3670 },
    operations: [makeLine(1), FUZZY_LINE, IMPORTED_LINE],
    ...changes,
  };
}

export function makeIncorporation(
  id: number,
  changes: Partial<ImportIncorporationDto> = {},
): ImportIncorporationDto {
  return {
    incorporationId: id,
    accountId: 3,
    fileName: `releve-${id}.csv`,
    format: 'CSV',
    incorporatedAt: `2026-03-${String(10 + id).padStart(2, '0')}T09:00:00Z`,
    createdCount: 4,
    mergedCount: 1,
    closing: { amount: 120000, date: '2026-03-19' },
    state: 'DONE',
    revertedAt: null,
    revertible: true,
    merges: [],
    ...changes,
  };
}
