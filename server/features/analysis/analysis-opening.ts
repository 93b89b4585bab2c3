import type { IsoDate } from '../../../contract/dates';
import type { Cents } from '../../../contract/money';
import type { Executor } from '../../db/database';
import { operationTotalsAt, partsValuedAfter } from './analysis-balances.service';
import { analysisSums, type AnalysisFact } from './analysis-sums.service';
import type { Grouping } from './analysis-grouping';

// Accumulate: each account's sums before the period (the UNTIL column's and the accumulations'
// start) and its balances at the day before and at each column's end. Without a filter the
// opening is every part valued before the period: all the account's operations (the account
// rollup, read with the balances) less its parts valued from the period's first day on (the
// parts' account index), rather than twenty years of the category rollup summed by category and
// account, or the operations dated and valued on either side of the day before (issue 27).

/** Before any operation: the opening sums of accumulate run from here. */
const BEGINNING = '0001-01-01';

export interface AccumulateRequest {
  accountIds: number[];
  /** The day before the period. */
  before: IsoDate;
  /** The last day of each column. */
  ends: readonly IsoDate[];
  /** Whether a category, transfer or side filter applies. */
  filtered: boolean;
  keepSide: (facts: AnalysisFact[]) => AnalysisFact[];
}

export interface Accumulation {
  openingOf: Map<number, Cents>;
  totalsAt: Map<number, Cents[]>;
}

function openingByAccount(facts: readonly AnalysisFact[]): Map<number, Cents> {
  const opening = new Map<number, Cents>();
  for (const fact of facts) {
    opening.set(fact.accountId!, (opening.get(fact.accountId!) ?? 0) + fact.total);
  }
  return opening;
}

async function filteredOpening(
  db: Executor,
  userId: number,
  grouping: Grouping,
  request: AccumulateRequest,
): Promise<Map<number, Cents>> {
  const { transfer, categoryIds, bySide } = grouping.base;
  const facts = await analysisSums(db, userId, {
    transfer,
    categoryIds,
    byCategory: bySide,
    accountIds: request.accountIds,
    byAccount: true,
    byTransfer: false,
    byOperation: false,
    key: 'none',
    from: BEGINNING,
    to: request.before,
  });
  return openingByAccount(request.keepSide(facts));
}

export async function accumulationOf(
  db: Executor,
  userId: number,
  grouping: Grouping,
  request: AccumulateRequest,
): Promise<Accumulation> {
  const { accountIds, before, ends } = request;
  const totals = operationTotalsAt(db, userId, accountIds, [before, ...ends]);
  if (request.filtered) {
    const [openingOf, { at }] = await Promise.all([
      filteredOpening(db, userId, grouping, request),
      totals,
    ]);
    return { openingOf, totalsAt: at };
  }
  const [{ at, overall }, after] = await Promise.all([
    totals,
    partsValuedAfter(db, userId, accountIds, before),
  ]);
  const openingOf = new Map(
    accountIds.map((id) => [id, (overall.get(id) ?? 0) - (after.get(id) ?? 0)]),
  );
  return { openingOf, totalsAt: at };
}
