import type {
  ForeignBooks,
  ForeignTransaction,
  NotBrought,
} from '../../../../contract/books-import';
import type { ActualAccountRow, ActualCategoryRow, ActualRows } from './actual-rows';
import { actualLookups, type ActualLookups } from './actual-lookups';
import { actualSchedules } from './actual-schedules';
import { actualTransactions } from './actual-transactions';

// An Actual budget's rows as foreign books. Actual keeps one currency for the whole budget (the
// synced preference defaultCurrencyCode, absent until one is chosen), no stated balance (it adds
// the transactions up) and categories two levels deep: groups, then categories.

const DEFAULT_CURRENCY = 'EUR';

type Account = ForeignBooks['accounts'][number];

const KINDS: Record<string, Account['kind']> = {
  checking: 'CHECKING',
  savings: 'SAVINGS',
  credit: 'CARD',
  investment: 'INVESTMENT',
  mortgage: 'LOAN',
  debt: 'LOAN',
};

function accountOf(row: ActualAccountRow, currency: string, opening: number): Account {
  return {
    key: row.id,
    name: row.name?.trim() || row.id,
    bank: row.bankName,
    currency,
    kind: KINDS[row.type?.toLowerCase() ?? ''] ?? (row.offbudget ? 'OTHER' : 'CHECKING'),
    openingBalance: opening,
    closed: row.closed === 1,
    number: null,
    iban: null,
    sourceBalance: null,
  };
}

function categoriesOf(rows: ActualRows): ForeignBooks['categories'] {
  const kind = (isIncome: number) => (isIncome ? 'INCOME' : 'EXPENSE') as 'INCOME' | 'EXPENSE';
  const groups = new Map(rows.groups.map((g) => [g.id, g]));
  const groupKeys = new Set(groups.keys());
  // A category sits in its group: one of the income group is income, whatever its own flag (the
  // API leaves that flag at 0 unless told).
  const category = (row: ActualCategoryRow) => ({
    key: row.id,
    name: row.name?.trim() || row.id,
    parentKey: groupKeys.has(row.cat_group ?? '') ? row.cat_group : null,
    kind: kind(row.is_income || (groups.get(row.cat_group ?? '')?.is_income ?? 0)),
  });
  return [
    ...rows.groups.flatMap((group) => [
      {
        key: group.id,
        name: group.name?.trim() || group.id,
        parentKey: null,
        kind: kind(group.is_income),
      },
      ...rows.categories.filter((c) => c.cat_group === group.id).map(category),
    ]),
    ...rows.categories.filter((c) => !groupKeys.has(c.cat_group ?? '')).map(category),
  ];
}

/**
 * The amounts budgeted, but for deleted categories: deleting one in Actual moves its amounts to
 * the category taking its transactions and leaves its own rows behind, shown nowhere.
 */
function budgetGoalsOf(rows: ActualRows, lookups: ActualLookups): ForeignBooks['budgetGoals'] {
  const month = (value: number) => `${String(value).slice(0, 4)}-${String(value).slice(4, 6)}`;
  return rows.budgets
    .filter((b) => b.amount && lookups.categoryKeys.has(b.category))
    .map((b) => ({ categoryKey: b.category, month: month(b.month), amount: b.amount! }));
}

function tagsOf(kept: readonly string[], transactions: readonly ForeignTransaction[]) {
  const used = transactions.flatMap((t) => t.parts.flatMap((p) => p.tagKeys));
  return [...new Set([...kept, ...used])].filter(Boolean).map((tag) => ({ key: tag, name: tag }));
}

const notBrought = (kind: NotBrought['kind'], count: number, detail: string | null = null) =>
  count > 0 ? [{ kind, count, detail }] : [];

export function actualBooks(rows: ActualRows): ForeignBooks {
  const lookups = actualLookups(rows);
  const currencyPreference = rows.preferences.get('defaultCurrencyCode') ?? '';
  const currency = /^[A-Z]{3}$/.test(currencyPreference) ? currencyPreference : DEFAULT_CURRENCY;
  const read = actualTransactions(rows.transactions, lookups);
  const schedules = actualSchedules(rows.schedules, lookups);
  return {
    source: 'ACTUAL',
    accounts: rows.accounts.map((row) =>
      accountOf(row, currency, read.openingBalances.get(row.id) ?? 0),
    ),
    categories: categoriesOf(rows),
    payees: rows.payees
      .filter((p) => lookups.payeeKeys.has(p.id))
      .map((p) => ({ key: p.id, name: p.name!.trim() })),
    tags: tagsOf(rows.tags, read.transactions),
    transactions: read.transactions,
    scheduled: schedules.scheduled,
    budgetGoals: budgetGoalsOf(rows, lookups),
    notBrought: [
      ...notBrought('SCHEDULE', schedules.notBrought.length, schedules.notBrought.join(', ')),
      ...notBrought('RULE', rows.ruleCount),
      ...notBrought('DELETED', read.deletedCount),
      ...notBrought('EMPTY_SPLIT', read.emptySplitCount),
    ],
  };
}
