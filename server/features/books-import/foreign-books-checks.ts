import {
  foreignBooksSchema,
  type ForeignBooks,
  type ForeignTransaction,
} from '../../../contract/books-import';

// What every reader's foreign books must hold, checked in each reader's tests and again before an
// import: the schema, keys unique per kind, every reference resolved, parents before children,
// each transaction the sum of its parts, transfer legs paired on two different accounts.

function duplicates(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  return keys.filter((key) => seen.has(key) || !seen.add(key));
}

function referenceProblems(books: ForeignBooks): string[] {
  const accounts = new Set(books.accounts.map((a) => a.key));
  const categories = new Set(books.categories.map((c) => c.key));
  const payees = new Set(books.payees.map((p) => p.key));
  const tags = new Set(books.tags.map((t) => t.key));
  const problems: string[] = [];
  const check = (ok: boolean, problem: string) => ok || problems.push(problem);
  const parts = [...books.transactions, ...books.scheduled].flatMap((t) => t.parts);
  for (const part of parts) {
    check(
      part.categoryKey === null || categories.has(part.categoryKey),
      `category ${part.categoryKey}`,
    );
    for (const tag of part.tagKeys) check(tags.has(tag), `tag ${tag}`);
  }
  for (const t of [...books.transactions, ...books.scheduled]) {
    check(accounts.has(t.accountKey), `account ${t.accountKey} of ${t.key}`);
    check(t.payeeKey === null || payees.has(t.payeeKey), `payee ${t.payeeKey} of ${t.key}`);
  }
  for (const s of books.scheduled) {
    check(s.toAccountKey === null || accounts.has(s.toAccountKey), `account ${s.toAccountKey}`);
  }
  for (const goal of books.budgetGoals)
    check(categories.has(goal.categoryKey), `budget category ${goal.categoryKey}`);
  return problems;
}

function treeProblems(books: ForeignBooks): string[] {
  const placed = new Set<string>();
  const problems: string[] = [];
  for (const category of books.categories) {
    if (category.parentKey !== null && !placed.has(category.parentKey)) {
      problems.push(`category ${category.key} before its parent ${category.parentKey}`);
    }
    placed.add(category.key);
  }
  return problems;
}

function transferProblems(books: ForeignBooks): string[] {
  const byKey = new Map(books.transactions.map((t) => [t.key, t]));
  const problems: string[] = [];
  for (const leg of books.transactions) {
    if (leg.transferKey === null) continue;
    const other: ForeignTransaction | undefined = byKey.get(leg.transferKey);
    if (!other || other.transferKey !== leg.key) problems.push(`transfer ${leg.key} unpaired`);
    else if (other.accountKey === leg.accountKey)
      problems.push(`transfer ${leg.key} on one account`);
  }
  return problems;
}

function sumProblems(books: ForeignBooks): string[] {
  return [...books.transactions, ...books.scheduled]
    .filter((t) => t.parts.reduce((sum, part) => sum + part.amount, 0) !== t.amount)
    .map((t) => `${t.key}: parts do not sum to ${t.amount}`);
}

/** The problems of foreign books, none when they are sound. */
export function foreignBooksProblems(candidate: unknown): string[] {
  const parsed = foreignBooksSchema.safeParse(candidate);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const books = parsed.data;
  const kinds = [
    books.accounts,
    books.categories,
    books.payees,
    books.tags,
    books.transactions,
    books.scheduled,
  ];
  return [
    ...kinds.flatMap((items) =>
      duplicates(items.map((item) => item.key)).map((k) => `key ${k} twice`),
    ),
    ...referenceProblems(books),
    ...treeProblems(books),
    ...transferProblems(books),
    ...sumProblems(books),
  ];
}

/** Each account's balance after its transactions: what the import must end on. */
export function foreignBalances(books: ForeignBooks): Map<string, number> {
  const balances = new Map(books.accounts.map((a) => [a.key, a.openingBalance]));
  for (const t of books.transactions) {
    balances.set(t.accountKey, (balances.get(t.accountKey) ?? 0) + t.amount);
  }
  return balances;
}
