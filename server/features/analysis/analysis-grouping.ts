import type { AnalysisQuery } from '../../../contract/analysis';
import type { PartsKey, SumsGrouping, TransferFilter } from './analysis-sums.service';
import type { AnalysisAccount } from './analysis-scope';
import { bySide, CATEGORY_ROWS } from './analysis-categories';

// What the database groups by for a request: only what its lines need, so twenty years of
// months × categories come back as one row per category and month, not per account too, and a
// year of days without category lines one row per day, not per category too (issue 27).

export interface CurrencyGrouping {
  /** The accounts of one currency, by name. */
  accounts: AnalysisAccount[];
  sums: SumsGrouping & { key: PartsKey };
}

export interface Grouping {
  base: {
    transfer: TransferFilter;
    categoryIds: readonly (number | null)[] | null;
    /** credit or debit alone: a fact's side is its category's, so categories stay apart. */
    bySide: boolean;
  };
  currencies: CurrencyGrouping[];
}

/** transfer (only transfers) wins over withoutTransfer (002 §3 gives no precedence). */
const transferFilterOf = (query: AnalysisQuery): TransferFilter =>
  query.transfer ? 'only' : query.withoutTransfer ? 'exclude' : 'all';

const KEYS = { NONE: 'none', DAY: 'day', MONTH: 'month', YEAR: 'month' } as const;

/** In the order of their first account by name, so the answer's currency comes first. */
function byCurrency(accounts: readonly AnalysisAccount[]): AnalysisAccount[][] {
  const groups = new Map<string, AnalysisAccount[]>();
  for (const account of accounts) {
    groups.set(account.currency, [...(groups.get(account.currency) ?? []), account]);
  }
  return [...groups.values()];
}

export function groupingOf(
  query: AnalysisQuery,
  accounts: readonly AnalysisAccount[],
  categoryIds: readonly (number | null)[] | null,
): Grouping {
  const { rows, period } = query.groupBy;
  const base = {
    transfer: transferFilterOf(query),
    categoryIds,
    bySide: bySide(query),
  };
  const shape = {
    transfer: base.transfer,
    categoryIds,
    byCategory: base.bySide || rows.some((row) => CATEGORY_ROWS.includes(row)),
    byAccount: rows.includes('ACCOUNT') || rows.includes('ACCOUNT_TYPE'),
    byTransfer: rows.includes('TRANSFER') || rows.includes('CATEGORY_TRANSFER'),
    byOperation: rows.includes('OPERATION'),
    key: KEYS[period],
  };
  return {
    base,
    currencies: byCurrency(accounts).map((list) => ({
      accounts: list,
      sums: { ...shape, accountIds: list.map((account) => account.id) },
    })),
  };
}
