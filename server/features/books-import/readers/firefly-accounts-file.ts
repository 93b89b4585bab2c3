import type { ForeignAccount } from '../../../../contract/books-import';
import { csvRecords, invalidBooksFile, type CsvRecord } from './csv-book-rows';

// Firefly III's accounts export (ExportDataGenerator::exportAccounts), when it comes beside the
// transactions (the data exporter writes one file per kind): what the transactions do not tell
// of an account, its role, number, whether it is still active, and accounts without
// transactions.

export const FIREFLY_ACCOUNT_COLUMNS = [
  'account_id',
  'type',
  'name',
  'iban',
  'number',
  'active',
  'currency_code',
  'role',
] as const;

export type FireflyAccountDetails = Pick<
  ForeignAccount,
  'name' | 'currency' | 'kind' | 'closed' | 'number' | 'iban'
>;

const ROLE_KINDS: Record<string, ForeignAccount['kind']> = {
  defaultAsset: 'CHECKING',
  sharedAsset: 'CHECKING',
  savingAsset: 'SAVINGS',
  ccAsset: 'CARD',
  cashWalletAsset: 'CASH',
};
/** Firefly's liabilities: Pécule keeps them as loan accounts. */
export const LIABILITY_TYPES: ReadonlySet<string> = new Set(['Loan', 'Debt', 'Mortgage']);

const text = (value: string | undefined) => (value ?? '').trim() || null;

function detailsOf(record: CsvRecord): FireflyAccountDetails {
  const name = text(record.name);
  const currency = text(record.currency_code);
  if (name === null || currency === null || !/^[A-Z]{3}$/.test(currency)) {
    throw invalidBooksFile();
  }
  const type = record.type ?? '';
  return {
    name,
    currency,
    kind: LIABILITY_TYPES.has(type) ? 'LOAN' : (ROLE_KINDS[record.role ?? ''] ?? 'CHECKING'),
    closed: !['1', 'true'].includes((record.active ?? '').trim().toLowerCase()),
    number: text(record.number),
    iban: text(record.iban),
  };
}

/** The person's own accounts (assets and liabilities) of the accounts export, by name. */
export function fireflyAccountDetails(csvText: string): Map<string, FireflyAccountDetails> {
  const own = csvRecords(csvText, FIREFLY_ACCOUNT_COLUMNS).filter(
    (record) => record.type === 'Asset account' || LIABILITY_TYPES.has(record.type ?? ''),
  );
  return new Map(own.map((record) => [record.name ?? '', detailsOf(record)]));
}
