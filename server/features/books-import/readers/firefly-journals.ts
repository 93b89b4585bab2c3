import { parseRoundedCents } from '../../import/formats/decimal-cents';
import { csvRecords, invalidBooksFile, type CsvRecord } from './csv-book-rows';

// Firefly III's transactions export (app/Support/Export/ExportDataGenerator.php): one row per
// journal, the journals of a split sharing their group_id. Its amounts were written negative for
// every row by older versions, signed by type by newer ones: the side of each account (source or
// destination) tells the direction, the amount is read without its sign.

export const FIREFLY_COLUMNS = [
  'group_id',
  'journal_id',
  'type',
  'currency_code',
  'amount',
  'description',
  'date',
  'source_name',
  'source_type',
  'destination_name',
  'destination_type',
] as const;

/** Firefly's account types that are the person's own books: asset accounts and liabilities. */
const OWN_ACCOUNT_TYPES = new Set(['Asset account', 'Loan', 'Debt', 'Mortgage']);
/** The counterpart of an opening balance. */
const OPENING_ACCOUNT_TYPES = new Set(['Initial balance account', 'Liability credit account']);

export type FireflySideRole = 'OWN' | 'OPENING' | 'RECONCILIATION' | 'PAYEE';

export interface FireflySide {
  name: string;
  iban: string | null;
  type: string;
  role: FireflySideRole;
}

export interface FireflyJournal {
  groupId: string;
  journalId: string;
  groupTitle: string | null;
  type: string;
  currency: string;
  /** Without sign, in cents of `currency`. */
  amount: number;
  foreign: { currency: string; amount: number } | null;
  description: string;
  date: string;
  source: FireflySide;
  destination: FireflySide;
  reconciled: boolean;
  category: string | null;
  budget: string | null;
  bill: string | null;
  tags: string[];
  notes: string | null;
}

const text = (value: string | undefined) => (value ?? '').trim() || null;

function roleOf(type: string): FireflySideRole {
  if (OWN_ACCOUNT_TYPES.has(type)) return 'OWN';
  if (OPENING_ACCOUNT_TYPES.has(type)) return 'OPENING';
  if (type === 'Reconciliation account') return 'RECONCILIATION';
  return 'PAYEE';
}

function sideOf(row: CsvRecord, prefix: 'source' | 'destination'): FireflySide {
  const name = text(row[`${prefix}_name`]);
  const type = text(row[`${prefix}_type`]);
  if (name === null || type === null) throw invalidBooksFile();
  return { name, iban: text(row[`${prefix}_iban`]), type, role: roleOf(type) };
}

function unsignedCents(raw: string): number {
  const amount = parseRoundedCents(raw.trim(), '.');
  if (amount === null) throw invalidBooksFile();
  return Math.abs(amount.cents);
}

function currencyCode(raw: string | undefined): string {
  const code = (raw ?? '').trim();
  if (!/^[A-Z]{3}$/.test(code)) throw invalidBooksFile();
  return code;
}

function foreignOf(row: CsvRecord): FireflyJournal['foreign'] {
  const amount = text(row.foreign_amount);
  const currency = text(row.foreign_currency_code);
  if (amount === null || currency === null) return null;
  return { currency: currencyCode(currency), amount: unsignedCents(amount) };
}

/** The local date of an Atom timestamp (2024-03-05T00:00:00+01:00) or of an ISO date. */
function dateOf(raw: string): string {
  const date = raw.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) {
    throw invalidBooksFile();
  }
  return date;
}

function journalOf(row: CsvRecord): FireflyJournal {
  const groupId = text(row.group_id);
  const journalId = text(row.journal_id);
  if (groupId === null || journalId === null) throw invalidBooksFile();
  return {
    groupId,
    journalId,
    groupTitle: text(row.group_title),
    type: (row.type ?? '').trim(),
    currency: currencyCode(row.currency_code),
    amount: unsignedCents(row.amount ?? ''),
    foreign: foreignOf(row),
    description: text(row.description) ?? '',
    date: dateOf(row.date ?? ''),
    source: sideOf(row, 'source'),
    destination: sideOf(row, 'destination'),
    reconciled: ['1', 'true'].includes((row.reconciled ?? '').trim().toLowerCase()),
    category: text(row.category),
    budget: text(row.budget),
    bill: text(row.bill),
    tags: (row.tags ?? '')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    notes: text(row.notes),
  };
}

/** The journals of the export's text; a damaged one refuses the file. */
export function fireflyJournals(csvText: string): FireflyJournal[] {
  const journals = csvRecords(csvText, FIREFLY_COLUMNS).map(journalOf);
  if (journals.length === 0) throw invalidBooksFile();
  return journals;
}
