import type { ForeignAccount, ForeignBooks } from '../../../../contract/books-import';
import { ynabCategories, type YnabCategoryName } from './ynab-categories';
import { transferCategoriesNotBrought } from './csv-book-not-brought';
import { pairedTransfers, ynabEntries } from './ynab-entries';
import { planGoals, type YnabPlanLine } from './ynab-plan';
import type { YnabRegister } from './ynab-register';
import {
  accountKey,
  flagKey,
  isStartingBalance,
  payeeKey,
  ynabTransactions,
} from './ynab-transactions';

// The foreign books of YNAB's register and plan. The export states no balance: an account opens
// on its "Starting Balance" row and ends on the sum of its rows, as YNAB shows it.

const distinct = <T>(values: readonly (T | null)[]) => [
  ...new Set(values.filter((v): v is T => v !== null)),
];

function accountsOf({ rows, currency }: YnabRegister, openings: Map<string, number>) {
  return distinct(rows.map((row) => row.account)).map((name): ForeignAccount => ({
    key: accountKey(name),
    name,
    bank: null,
    currency,
    kind: 'OTHER',
    openingBalance: openings.get(name) ?? 0,
    closed: false,
    number: null,
    iban: null,
    sourceBalance: null,
  }));
}

export function ynabBooks(register: YnabRegister, plan: readonly YnabPlanLine[]): ForeignBooks {
  const entries = ynabEntries(register.rows);
  const openings = new Map<string, number>();
  for (const entry of entries.filter(isStartingBalance)) {
    const row = entry.rows[0]!;
    openings.set(row.account, (openings.get(row.account) ?? 0) + row.amount);
  }
  const pairs = pairedTransfers(entries);
  const transactions = ynabTransactions(entries, pairs);
  const filedTransfers = [...pairs.keys()].filter((row) => row.category !== null);
  const usedPayees = new Set(transactions.map((t) => t.payeeKey));
  const categoryNames = [
    ...register.rows.map((row): YnabCategoryName | null =>
      row.group === null || row.category === null
        ? null
        : { group: row.group, category: row.category },
    ),
    ...plan,
  ].filter((name): name is YnabCategoryName => name !== null);
  return {
    source: 'YNAB',
    accounts: accountsOf(register, openings),
    categories: ynabCategories(categoryNames),
    payees: distinct(register.rows.map((row) => row.payee))
      .filter((name) => usedPayees.has(payeeKey(name)))
      .map((name) => ({ key: payeeKey(name), name })),
    tags: distinct(register.rows.map((row) => row.flag)).map((flag) => ({
      key: flagKey(flag),
      name: flag,
    })),
    transactions,
    scheduled: [],
    budgetGoals: planGoals(plan),
    notBrought: transferCategoriesNotBrought(
      filedTransfers.map((row) => `${row.group}: ${row.category}`),
    ),
  };
}
