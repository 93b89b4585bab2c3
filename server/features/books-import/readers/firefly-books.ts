import type {
  ForeignAccount,
  ForeignBooks,
  ForeignCategory,
  NotBrought,
} from '../../../../contract/books-import';
import { transferCategoriesNotBrought } from './csv-book-not-brought';
import { invalidBooksFile } from './csv-book-rows';
import type { FireflyJournal } from './firefly-journals';
import { LIABILITY_TYPES, type FireflyAccountDetails } from './firefly-accounts-file';
import { counterpartOf, ownLegs, type FireflyLeg } from './firefly-legs';
import {
  accountKey,
  categoryKey,
  fireflyTransactions,
  payeeKey,
  tagKey,
} from './firefly-transactions';

// The foreign books of Firefly's journals (and of its accounts export, when sent beside). Neither
// states a balance: an account opens on its "Opening balance" journal, or on 0.

const newAccount = (details: FireflyAccountDetails): ForeignAccount => ({
  key: accountKey(details.name),
  bank: null,
  openingBalance: 0,
  sourceBalance: null,
  ...details,
});

/** What the transactions tell of an account the accounts export did not describe. */
const legDetails = ({ account, currency }: FireflyLeg): FireflyAccountDetails => ({
  name: account.name,
  currency,
  kind: LIABILITY_TYPES.has(account.type) ? 'LOAN' : 'CHECKING',
  closed: false,
  number: null,
  iban: account.iban,
});

function accountsOf(
  journals: readonly FireflyJournal[],
  described: ReadonlyMap<string, FireflyAccountDetails>,
): ForeignAccount[] {
  const accounts = new Map([...described].map(([name, details]) => [name, newAccount(details)]));
  for (const journal of journals) {
    const legs = ownLegs(journal);
    if (legs.length === 0) throw invalidBooksFile();
    const opening = legs.length === 1 && counterpartOf(journal).role === 'OPENING';
    for (const leg of legs) {
      const account = accounts.get(leg.account.name) ?? newAccount(legDetails(leg));
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
  const filedTransfers = journals.filter((j) => ownLegs(j).length === 2 && j.category !== null);
  return [...notBrought, ...transferCategoriesNotBrought(filedTransfers.map((j) => j.category!))];
}

export function fireflyBooks(
  journals: readonly FireflyJournal[],
  described: ReadonlyMap<string, FireflyAccountDetails> = new Map(),
): ForeignBooks {
  return {
    source: 'FIREFLY',
    accounts: accountsOf(journals, described),
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
