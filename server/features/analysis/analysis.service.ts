import { addDays } from '../../../contract/dates';
import type { AnalysisQuery, AnalysisResult } from '../../../contract/analysis';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { listCategories } from '../categories/categories.service';
import { operationTotalsAt } from './analysis-balances.service';
import { analysisSums, type AnalysisFact } from './analysis-sums.service';
import { catalogueOf, directionOf, withDescendants, type Catalogue } from './analysis-categories';
import { columnsOf } from './analysis-columns';
import { groupingOf, type Grouping } from './analysis-grouping';
import { currencyLines } from './analysis-currencies';
import { analysedAccounts } from './analysis-scope';
import type { TreeContext } from './analysis-tree';

const DEFAULT_CURRENCY = 'EUR';
/** Before any operation: the opening sums of accumulate run from here. */
const BEGINNING = '0001-01-01';

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
  ends: readonly string[],
) {
  const { start, end } = query.period;
  const byCurrency = await Promise.all(
    grouping.currencies.map(({ sums }) =>
      analysisSums(db, userId, { ...sums, from: start, to: end }),
    ),
  );
  if (!query.accumulate) return { byCurrency, opening: [], totalsAt: new Map() };
  const accountIds = grouping.currencies.flatMap(({ sums }) => sums.accountIds);
  const before = addDays(start, -1);
  const [opening, totalsAt] = await Promise.all([
    analysisSums(db, userId, {
      ...grouping.base,
      accountIds,
      byAccount: true,
      byTransfer: false,
      byOperation: false,
      key: 'none',
      from: BEGINNING,
      to: before,
    }),
    operationTotalsAt(db, userId, accountIds, [before, ...ends]),
  ]);
  return { byCurrency, opening, totalsAt };
}

function openingByAccount(facts: readonly AnalysisFact[]): Map<number, number> {
  const opening = new Map<number, number>();
  for (const fact of facts) {
    opening.set(fact.accountId!, (opening.get(fact.accountId!) ?? 0) + fact.total);
  }
  return opening;
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
  const [accounts, trees] = await Promise.all([
    analysedAccounts(db, userId, query),
    listCategories(db, userId, locale, true),
  ]);
  const catalogue = catalogueOf(trees);
  const categoryIds = query.categoryIds ? withDescendants(catalogue, query.categoryIds) : null;
  const grouping = groupingOf(query, accounts, categoryIds);
  const columns = columnsOf(query.period, query.groupBy.period, query.accumulate);
  const read = await readFacts(db, userId, grouping, query, columns.ends);
  const keepSide = sideFilter(query, catalogue);
  const byCurrency = read.byCurrency.map(keepSide);
  checkMinimum(query, byCurrency.flat());
  const ctx: TreeContext = {
    catalogue,
    emptyAccount: query.emptyAccount,
    columns,
    accumulate: query.accumulate,
    openingOf: openingByAccount(keepSide(read.opening)),
    totalsAt: read.totalsAt,
  };
  return {
    headers: columns.headers,
    details: currencyLines(ctx, grouping.currencies, byCurrency, query.groupBy.rows),
    currency: accounts[0]?.currency ?? DEFAULT_CURRENCY,
  };
}
