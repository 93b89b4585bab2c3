import fs from 'node:fs';
import path from 'node:path';
import type { ForeignBooks } from '../../../../contract/books-import';
import type { BookFile } from '../book-readers';
import { foreignBalances } from '../foreign-books-checks';
import { unpackBookFiles } from '../unpack-book-files';
import { actualReader } from './actual-reader';

// What the Actual reader's tests share: the fixtures (Actual's own exports, see
// fixtures/actual/README.md) and the books read with names in place of keys.

export const FIXTURES = path.join(__dirname, '../fixtures/actual');

export const fixture = (name: string) =>
  unpackBookFiles({ name, bytes: fs.readFileSync(path.join(FIXTURES, name)) });

export const read = (files: readonly BookFile[]) => actualReader.read(files, {});

/** Names in place of keys, so the expectations read as Actual shows the books. */
export function named(books: ForeignBooks) {
  const names = new Map<string | null, string>(
    [...books.accounts, ...books.categories, ...books.payees].map((item) => [item.key, item.name]),
  );
  const name = (key: string | null) => (key === null ? null : (names.get(key) ?? key));
  const byKey = new Map(books.transactions.map((t) => [t.key, t]));
  return {
    name,
    balances: Object.fromEntries(
      [...foreignBalances(books)].map(([key, balance]) => [name(key), balance]),
    ),
    tree: books.categories.map((c) => [c.name, name(c.parentKey), c.kind]),
    transactions: books.transactions.map((t) => ({
      date: t.date,
      account: name(t.accountKey),
      amount: t.amount,
      payee: name(t.payeeKey),
      memo: t.memo,
      to: t.transferKey === null ? null : name(byKey.get(t.transferKey)!.accountKey),
      parts: t.parts.map((p) => [name(p.categoryKey), p.amount, p.memo, p.tagKeys]),
    })),
    scheduled: books.scheduled.map((s) => ({
      memo: s.memo,
      account: name(s.accountKey),
      to: name(s.toAccountKey),
      payee: name(s.payeeKey),
      category: name(s.parts[0]!.categoryKey),
      amount: s.amount,
      frequency: s.frequency,
      nextDate: s.nextDate,
      endDate: s.endDate,
    })),
    goals: books.budgetGoals.map((g) => [g.month, name(g.categoryKey), g.amount]),
  };
}

export { invalidBooksFile as invalidFile } from './reader-test-support';
