import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { BooksImportCode, type ForeignBooks } from '../../../../contract/books-import';
import type { BookFile } from '../book-readers';
import { foreignBalances } from '../foreign-books-checks';

// What the readers' tests share: their fixtures, and the figures of the books a reader returns.

const FIXTURES = join(import.meta.dirname, '../fixtures');

/** The files of one reader's fixture folder, each named by its file name. */
export const fixturesOf =
  (folder: string) =>
  (name: string): BookFile => ({ name, bytes: readFileSync(join(FIXTURES, folder, name)) });

const COUNTERS = {
  accounts: (books: ForeignBooks) => books.accounts.length,
  categories: (books: ForeignBooks) => books.categories.length,
  payees: (books: ForeignBooks) => books.payees.length,
  tags: (books: ForeignBooks) => books.tags.length,
  transactions: (books: ForeignBooks) => books.transactions.length,
  transferLegs: (books: ForeignBooks) =>
    books.transactions.filter((t) => t.transferKey !== null).length,
  transfers: (books: ForeignBooks) =>
    books.transactions.filter((t) => t.transferKey !== null).length / 2,
  splits: (books: ForeignBooks) => books.transactions.filter((t) => t.parts.length > 1).length,
  scheduled: (books: ForeignBooks) => books.scheduled.length,
  budgetGoals: (books: ForeignBooks) => books.budgetGoals.length,
};

type Counted = keyof typeof COUNTERS;

/** The counts the books hold of these kinds. */
export function countsOf<K extends Counted>(books: ForeignBooks, kinds: readonly K[]) {
  return Object.fromEntries(kinds.map((kind) => [kind, COUNTERS[kind](books)])) as Record<
    K,
    number
  >;
}

/** What a reader throws for a file it cannot read. */
export const invalidBooksFile = expect.objectContaining({
  status: 422,
  messageCode: BooksImportCode.invalidFile,
});

/** Each account's final balance by its key. */
export const balancesByKey = (books: ForeignBooks) => Object.fromEntries(foreignBalances(books));

/** Each account's final balance by its name. */
export function balancesByName(books: ForeignBooks): Map<string, number | undefined> {
  const balances = foreignBalances(books);
  return new Map(books.accounts.map((a) => [a.name, balances.get(a.key)]));
}
