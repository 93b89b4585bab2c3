import type {
  BooksSource,
  ForeignAccount,
  ForeignBooks,
  ForeignScheduled,
  ForeignTransaction,
  NotBrought,
} from '../../../contract/books-import';
import {
  nameKey,
  planCategories,
  type CategoryPlan,
  type ExistingCategory,
} from './books-import-categories';

// What an import of foreign books will do to the person's books, decided before anything is
// written: the preview shows it, the commit carries it out. Accounts, payees and tags are matched
// by name (an account also by currency, or as the person chose), categories by their path; an
// operation an earlier import of the same source brought (its identity) is not brought again, nor
// a planned operation already there, nor the budget of an earlier import.

export interface ExistingBooks {
  accounts: readonly { id: number; name: string; currency: string }[];
  categories: readonly ExistingCategory[];
  payees: readonly { id: number; name: string }[];
  tags: readonly { id: number; name: string }[];
  /** The plans (planned operations) already there, to find a scheduled item brought before. */
  plans: readonly {
    accountId: number | null;
    amount: number;
    frequency: string;
    memo: string | null;
  }[];
  budgetNames: readonly string[];
  /** The identities (operationIdentity) of the operations earlier imports brought, and the
   *  account each is in. */
  importedIdentities: ReadonlyMap<string, number>;
}

/** The person's choice of an existing account for a foreign one (by key); absent: by name. */
export type AccountChoices = Readonly<Record<string, number | null>>;

/** An existing row, or one the import creates (named by its foreign key). */
export type Target = { existingId: number } | { newKey: string };

export interface BooksImportPlan {
  source: BooksSource;
  accounts: Map<string, Target>;
  newAccounts: ForeignAccount[];
  categories: CategoryPlan;
  payees: Map<string, Target>;
  tags: Map<string, Target>;
  /** The transactions to create, a transfer's two legs together. */
  transactions: ForeignTransaction[];
  /** Transactions an earlier import already brought. */
  alreadyThere: number;
  scheduled: ForeignScheduled[];
  /** The budget the goals go into, or null when there are none or it exists already. */
  budgetName: string | null;
  notBrought: NotBrought[];
}

/** The identity an imported operation keeps (as its bank id): the same file never comes twice. */
export const operationIdentity = (source: BooksSource, key: string) => `books:${source}:${key}`;

/** The applications' own names: a budget's, a bank's when the source names none. */
export const SOURCE_NAMES: Record<BooksSource, string> = {
  KRESUS: 'Kresus',
  FIREFLY: 'Firefly III',
  ACTUAL: 'Actual Budget',
  HOMEBANK: 'HomeBank',
  GNUCASH: 'GnuCash',
  YNAB: 'YNAB',
};

/** Rows of the same name (case and spaces aside) go to one target: the person's, or the first. */
function byName<T extends { key: string; name: string }>(
  foreign: readonly T[],
  existing: readonly { id: number; name: string }[],
): Map<string, Target> {
  const targets = new Map<string, Target>(
    existing.map((row) => [nameKey(row.name), { existingId: row.id }]),
  );
  return new Map(
    foreign.map((row) => {
      const name = nameKey(row.name);
      const target = targets.get(name) ?? { newKey: row.key };
      targets.set(name, target);
      return [row.key, target];
    }),
  );
}

/** Where an earlier import of the same books put the account's operations, if it did. */
function importedInto(books: ForeignBooks, existing: ExistingBooks) {
  const into = new Map<string, number>();
  for (const t of books.transactions) {
    const accountId = existing.importedIdentities.get(operationIdentity(books.source, t.key));
    if (accountId !== undefined && !into.has(t.accountKey)) into.set(t.accountKey, accountId);
  }
  return into;
}

/**
 * An account goes where the person chose, else where an earlier import put its operations, else
 * into their account of the same name and currency, else into a new one. Imported before, it
 * never becomes a new account again: that one would hold its opening balance and no operation.
 */
function planAccounts(books: ForeignBooks, existing: ExistingBooks, choices: AccountChoices) {
  const sameName = (account: ForeignAccount) =>
    existing.accounts.find(
      (a) => nameKey(a.name) === nameKey(account.name) && a.currency === account.currency,
    )?.id;
  const earlier = importedInto(books, existing);
  const targets = new Map<string, Target>();
  const created: ForeignAccount[] = [];
  for (const account of books.accounts) {
    const chosen =
      account.key in choices
        ? (choices[account.key] ?? earlier.get(account.key))
        : (earlier.get(account.key) ?? sameName(account));
    if (chosen === null || chosen === undefined) {
      targets.set(account.key, { newKey: account.key });
      created.push(account);
    } else targets.set(account.key, { existingId: chosen });
  }
  return { targets, created };
}

function isPlanned(s: ForeignScheduled, accounts: Map<string, Target>, existing: ExistingBooks) {
  const target = accounts.get(s.accountKey)!;
  if (!('existingId' in target)) return false;
  return existing.plans.some(
    (plan) =>
      plan.accountId === target.existingId &&
      plan.amount === s.amount &&
      plan.frequency === s.frequency &&
      nameKey(plan.memo ?? '') === nameKey(s.memo ?? ''),
  );
}

function notBroughtOf(books: ForeignBooks, categories: CategoryPlan, empty: number): NotBrought[] {
  const names = new Map(books.categories.map((c) => [c.key, c.name]));
  const folded = categories.folded.length;
  return [
    ...books.notBrought,
    ...(folded > 0
      ? [
          {
            kind: 'CATEGORY_DEPTH' as const,
            count: folded,
            detail: categories.folded.map((key) => names.get(key)).join(', '),
          },
        ]
      : []),
    ...(empty > 0 ? [{ kind: 'EMPTY' as const, count: empty, detail: null }] : []),
  ];
}

export function planBooksImport(
  books: ForeignBooks,
  existing: ExistingBooks,
  choices: AccountChoices = {},
): BooksImportPlan {
  const accounts = planAccounts(books, existing, choices);
  const categories = planCategories(books, existing.categories);
  const imported = (key: string | null) =>
    key !== null && existing.importedIdentities.has(operationIdentity(books.source, key));
  // A transfer is there when either leg is: a leg is never brought alone.
  const known = (t: ForeignTransaction) => imported(t.key) || imported(t.transferKey);
  const empty = books.transactions.filter((t) => t.amount === 0);
  const budgetName = SOURCE_NAMES[books.source];
  return {
    source: books.source,
    accounts: accounts.targets,
    newAccounts: accounts.created,
    categories,
    payees: byName(books.payees, existing.payees),
    tags: byName(books.tags, existing.tags),
    transactions: books.transactions.filter((t) => t.amount !== 0 && !known(t)),
    alreadyThere: books.transactions.filter(known).length,
    scheduled: books.scheduled.filter((s) => !isPlanned(s, accounts.targets, existing)),
    budgetName:
      books.budgetGoals.length > 0 && !existing.budgetNames.includes(budgetName)
        ? budgetName
        : null,
    notBrought: notBroughtOf(books, categories, empty.length),
  };
}
