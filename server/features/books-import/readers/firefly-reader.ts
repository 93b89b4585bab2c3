import type { BookFile, BookReader } from '../book-readers';
import { firstLine, headerNames, invalidBooksFile, utf8Text } from './csv-book-rows';
import { fireflyBooks } from './firefly-books';
import { FIREFLY_COLUMNS, fireflyJournals } from './firefly-journals';

// Firefly III's CSV export of transactions: its header names user_id, group_id, journal_id first.

function isTransactionsExport(file: BookFile): boolean {
  const names = headerNames(firstLine(file.bytes));
  return (
    names.slice(0, 3).join(',') === 'user_id,group_id,journal_id' &&
    FIREFLY_COLUMNS.every((column) => names.includes(column))
  );
}

export const fireflyReader: BookReader = {
  source: 'FIREFLY',
  recognizes: (files) => files.some(isTransactionsExport),
  read: async (files) => {
    const file = files.find(isTransactionsExport);
    if (!file) throw invalidBooksFile();
    return fireflyBooks(fireflyJournals(utf8Text(file.bytes)));
  },
};
