import type {
  ForeignBooks,
  ForeignTransaction,
  NotBrought,
  NotBroughtKind,
} from '../../../../contract/books-import';
import type { GncBook, GncTransaction } from './gnucash-book';
import { mapBudgets } from './gnucash-budgets';
import { chartOf, type GncChart } from './gnucash-chart';
import { mapScheduled } from './gnucash-scheduled';
import { mapTransaction } from './gnucash-transactions';

// A GnuCash book onto the foreign books: the chart of accounts split into accounts and
// categories, each transaction into its accounts' pieces, equity transactions into opening
// balances, scheduled transactions, the budget's goals, and the count of what stays behind.

interface Tally {
  transactions: ForeignTransaction[];
  openings: Map<string, number>;
  voided: number;
  withoutAccount: number;
}

function tallyOf(book: GncBook, chart: GncChart): Tally {
  const tally: Tally = { transactions: [], openings: new Map(), voided: 0, withoutAccount: 0 };
  const fractionOf = (t: GncTransaction) =>
    book.fractions.get(`${t.currency.space}:${t.currency.id}`) ?? 100;
  for (const transaction of book.transactions) {
    const outcome = mapTransaction(transaction, { chart, fractionOf });
    if (outcome.kind === 'brought') tally.transactions.push(...outcome.transactions);
    else if (outcome.kind === 'opening') {
      for (const { accountKey, cents } of outcome.amounts) {
        tally.openings.set(accountKey, (tally.openings.get(accountKey) ?? 0) + cents);
      }
    } else if (outcome.kind === 'void') tally.voided++;
    else tally.withoutAccount++;
  }
  return tally;
}

function notBroughtOf(counts: [NotBroughtKind, number, string | null][]): NotBrought[] {
  return counts
    .filter(([, count]) => count > 0)
    .map(([kind, count, detail]) => ({ kind, count, detail }));
}

export function mapBook(book: GncBook): ForeignBooks {
  const chart = chartOf(book);
  const tally = tallyOf(book, chart);
  const { scheduled, left } = mapScheduled(book, chart);
  const budgets = mapBudgets(book, chart);
  const transactions = tally.transactions.sort(
    (a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key),
  );
  const payeeNames = [...transactions, ...scheduled].flatMap((t) => t.payeeKey ?? []);
  const investments = book.accounts
    .filter((a) => chart.roleOf(a.guid) === 'investment')
    .map((a) => chart.fullName(a.guid));
  const attachments = book.transactions.filter((t) => t.slots.has('assoc_uri')).length;
  return {
    source: 'GNUCASH',
    accounts: chart.accounts.map((a) => ({
      ...a,
      openingBalance: tally.openings.get(a.key) ?? 0,
    })),
    categories: chart.categories,
    payees: [...new Set(payeeNames)].map((name) => ({ key: name, name })),
    tags: [],
    transactions,
    scheduled,
    budgetGoals: budgets.budgetGoals,
    notBrought: notBroughtOf([
      ['DELETED', tally.voided, null],
      ['SCHEDULE', left.length, left.join(', ')],
      ['INVESTMENT', investments.length, investments.join(', ')],
      ['BUDGET', budgets.left.length, budgets.left.join(', ')],
      ['ATTACHMENT', attachments, null],
      ['NO_MONEY_ACCOUNT', tally.withoutAccount, null],
    ]),
  };
}
