import type {
  ForeignAccount,
  ForeignBooks,
  ForeignCategory,
  NotBrought,
} from '../../../../contract/books-import';
import { invalidBooksFile } from './csv-book-rows';
import type { FireflyJournal } from './firefly-journals';
import { counterpartOf, ownLegs } from './firefly-legs';
import {
  accountKey,
  categoryKey,
  fireflyTransactions,
  payeeKey,
  tagKey,
} from './firefly-transactions';

// The foreign books of Firefly's journals. Its CSV states no balance: an account opens on its
// "Opening balance" journal, or on 0.

const LIABILITY_TYPES = new Set(['Loan', 'Debt', 'Mortgage']);

function accountsOf(journals: readonly FireflyJournal[]): ForeignAccount[] {
  const accounts = new Map<string, ForeignAccount>();
  for (const journal of journals) {
    const legs = ownLegs(journal);
    if (legs.length === 0) throw invalidBooksFile();
    const opening = legs.length === 1 && counterpartOf(journal).role === 'OPENING';
    for (const leg of legs) {
      const account = accounts.get(leg.account.name) ?? {
        key: accountKey(leg.account.name),
        name: leg.account.name,
        bank: null,
        currency: leg.currency,
        kind: LIABILITY_TYPES.has(leg.account.type) ? 'LOAN' : 'CHECKING',
        openingBalance: 0,
        closed: false,
        number: null,
        iban: leg.account.iban,
        sourceBalance: null,
      };
      if (opening) account.openingBalance += leg.amount;
      accounts.set(leg.account.name, account);
    }
  }
  return [...accounts.values()];
}

/** A category used by withdrawals only is spent from, by deposits only is earned in. */
function kindOf(types: ReadonlySet<string>): ForeignCategory['kind'] {
  if (types.size !== 1) return null;
  if (types.has('Withdrawal')) return 'EXPENSE';
  return types.has('Deposit') ? 'INCOME' : null;
}

function categoriesOf(journals: readonly FireflyJournal[]): ForeignCategory[] {
  const types = new Map<string, Set<string>>();
  for (const journal of journals) {
    if (journal.category === null) continue;
    types.set(journal.category, (types.get(journal.category) ?? new Set()).add(journal.type));
  }
  return [...types].map(([name, used]) => ({
    key: categoryKey(name),
    name,
    parentKey: null,
    kind: kindOf(used),
  }));
}

const distinct = (values: readonly (string | null)[]) => [
  ...new Set(values.filter((v): v is string => v !== null)),
];

function payeeNames(journals: readonly FireflyJournal[]): string[] {
  return distinct(
    journals
      .filter((journal) => ownLegs(journal).length === 1)
      .map(counterpartOf)
      .map((side) => (side.role === 'PAYEE' ? side.name : null)),
  );
}

function notBroughtOf(journals: readonly FireflyJournal[]): NotBrought[] {
  const budgets = distinct(journals.map((journal) => journal.budget));
  const bills = distinct(journals.map((journal) => journal.bill));
  const notBrought: NotBrought[] = [];
  if (budgets.length > 0) {
    notBrought.push({ kind: 'BUDGET', count: budgets.length, detail: budgets.join(', ') });
  }
  if (bills.length > 0) {
    notBrought.push({ kind: 'SCHEDULE', count: bills.length, detail: bills.join(', ') });
  }
  return notBrought;
}

export function fireflyBooks(journals: readonly FireflyJournal[]): ForeignBooks {
  return {
    source: 'FIREFLY',
    accounts: accountsOf(journals),
    categories: categoriesOf(journals),
    payees: payeeNames(journals).map((name) => ({ key: payeeKey(name), name })),
    tags: distinct(journals.flatMap((journal) => journal.tags)).map((name) => ({
      key: tagKey(name),
      name,
    })),
    transactions: fireflyTransactions(journals),
    scheduled: [],
    budgetGoals: [],
    notBrought: notBroughtOf(journals),
  };
}
