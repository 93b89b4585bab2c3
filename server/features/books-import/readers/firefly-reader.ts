import type { BookFile, BookReader } from '../book-readers';
import { firstLine, headerNames, invalidBooksFile, utf8Text } from './csv-book-rows';
import { FIREFLY_ACCOUNT_COLUMNS, fireflyAccountDetails } from './firefly-accounts-file';
import { fireflyBooks } from './firefly-books';
import { FIREFLY_COLUMNS, fireflyJournals } from './firefly-journals';

// Firefly III's CSV export of transactions (its header names user_id, group_id, journal_id
// first), alone or beside the other files of the data exporter, of which the accounts' is read.

function isExport(file: BookFile, opening: string, columns: readonly string[]): boolean {
  const names = headerNames(firstLine(file.bytes));
  return names.slice(0, 3).join(',') === opening && columns.every((c) => names.includes(c));
}

const isTransactionsExport = (file: BookFile) =>
  isExport(file, 'user_id,group_id,journal_id', FIREFLY_COLUMNS);
const isAccountsExport = (file: BookFile) =>
  isExport(file, 'user_id,account_id,created_at', FIREFLY_ACCOUNT_COLUMNS);

export const fireflyReader: BookReader = {
  source: 'FIREFLY',
  recognizes: (files) => files.some(isTransactionsExport),
  read: async (files) => {
    const file = files.find(isTransactionsExport);
    if (!file) throw invalidBooksFile();
    const accounts = files.find(isAccountsExport);
    return fireflyBooks(
      fireflyJournals(utf8Text(file.bytes)),
      accounts ? fireflyAccountDetails(utf8Text(accounts.bytes)) : new Map(),
    );
  },
};
