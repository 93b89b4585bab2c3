import { addDays } from '../../../contract/dates';
import type { AnalysisQuery, AnalysisResult } from '../../../contract/analysis';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { accumulationOf, type AccumulateRequest, type Accumulation } from './analysis-opening';
import { analysisSums, type AnalysisFact } from './analysis-sums.service';
import { catalogueFor, directionOf, withDescendants, type Catalogue } from './analysis-categories';
import { columnsOf } from './analysis-columns';
import { groupingOf, type Grouping } from './analysis-grouping';
import { currencyLines } from './analysis-currencies';
import { analysedAccounts } from './analysis-scope';
import type { TreeContext } from './analysis-tree';

const DEFAULT_CURRENCY = 'EUR';

/** credit or debit alone keeps that side (directionOf); both or neither keep everything. */
function sideFilter(query: AnalysisQuery, catalogue: Catalogue) {
  if (query.credit === query.debit) return (facts: AnalysisFact[]) => facts;
  const side = query.credit ? 1 : -1;
  return (facts: AnalysisFact[]) => facts.filter((f) => directionOf(catalogue, f) === side);
}

async function readFacts(
  db: Executor,
  userId: number,
  grouping: Grouping,
  query: AnalysisQuery,
  request: Omit<AccumulateRequest, 'accountIds' | 'before'>,
) {
  const { start, end } = query.period;
  const sums = Promise.all(
    grouping.currencies.map(({ sums }) =>
      analysisSums(db, userId, { ...sums, from: start, to: end }),
    ),
  );
  const accumulation: Promise<Accumulation> = query.accumulate
    ? accumulationOf(db, userId, grouping, {
        ...request,
        accountIds: grouping.currencies.flatMap(({ sums }) => sums.accountIds),
        before: addDays(start, -1),
      })
    : Promise.resolve({ openingOf: new Map(), totalsAt: new Map() });
  const [byCurrency, accumulated] = await Promise.all([sums, accumulation]);
  return { byCurrency, ...accumulated };
}

function checkMinimum(query: AnalysisQuery, facts: readonly AnalysisFact[]) {
  if (query.minOperationsNbrByPeriod === undefined) return;
  const count = facts.reduce((sum, fact) => sum + fact.count, 0);
  if (count < query.minOperationsNbrByPeriod) {
    throw new AppError(422, MessageCode.analysisMinOperations);
  }
}

/** GET /api/analysis: the user's accounts' sums grouped and by period as asked (002 §3). */
export async function getAnalysis(
  db: Executor,
  userId: number,
  locale: string,
  query: AnalysisQuery,
): Promise<AnalysisResult> {
  const [accounts, catalogue] = await Promise.all([
    analysedAccounts(db, userId, query),
    catalogueFor(db, userId, locale, query),
  ]);
  const categoryIds = query.categoryIds ? withDescendants(catalogue, query.categoryIds) : null;
  const grouping = groupingOf(query, accounts, categoryIds);
  const columns = columnsOf(query.period, query.groupBy.period, query.accumulate);
  const keepSide = sideFilter(query, catalogue);
  const filtered =
    query.credit !== query.debit || categoryIds !== null || grouping.base.transfer !== 'all';
  const read = await readFacts(db, userId, grouping, query, {
    ends: columns.ends,
    filtered,
    keepSide,
  });
  const byCurrency = read.byCurrency.map(keepSide);
  checkMinimum(query, byCurrency.flat());
  const ctx: TreeContext = {
    catalogue,
    emptyAccount: query.emptyAccount,
    columns,
    accumulate: query.accumulate,
    openingOf: read.openingOf,
    totalsAt: read.totalsAt,
  };
  return {
    headers: columns.headers,
    details: currencyLines(ctx, grouping.currencies, byCurrency, query.groupBy.rows),
    currency: accounts[0]?.currency ?? DEFAULT_CURRENCY,
  };
}
