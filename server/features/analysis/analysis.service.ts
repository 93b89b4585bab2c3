import { addDays } from '../../../contract/analysis-period';
import type { AnalysisQuery, AnalysisResult, AnalysisResultNode } from '../../../contract/analysis';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { listCategories } from '../categories/categories.service';
import { operationTotalsAt } from '../operations/operations-analysis-balances.service';
import { analysisSums, type AnalysisFact } from '../operations/operations-analysis.service';
import { catalogueOf, directionOf, withDescendants, type Catalogue } from './analysis-categories';
import { columnsOf } from './analysis-columns';
import { groupingOf, type Grouping } from './analysis-grouping';
import { analysedAccounts, type AnalysisAccount } from './analysis-scope';
import { buildLines, lineOf, type TreeContext } from './analysis-tree';

const DEFAULT_CURRENCY = 'EUR';
/** Before any operation: the opening sums of accumulate run from here. */
const BEGINNING = '0001-01-01';

/** credit or debit alone keeps that side (directionOf); both or neither keep everything. */
function sideFilter(query: AnalysisQuery, catalogue: Catalogue) {
  if (query.credit === query.debit) return (facts: AnalysisFact[]) => facts;
  const side = query.credit ? 1 : -1;
  return (facts: AnalysisFact[]) => facts.filter((f) => directionOf(catalogue, f) === side);
}

async function readFacts(db: Executor, userId: number, grouping: Grouping, query: AnalysisQuery) {
  const { start, end } = query.period;
  const byCurrency = await Promise.all(
    grouping.currencies.map(({ sums }) =>
      analysisSums(db, userId, { ...sums, from: start, to: end }),
    ),
  );
  if (!query.accumulate) return { byCurrency, opening: [], totalsAt: new Map() };
  const accountIds = grouping.currencies.flatMap(({ sums }) => sums.accountIds);
  const before = addDays(start, -1);
  const columns = columnsOf(query.period, query.groupBy.period, true);
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
    operationTotalsAt(db, userId, accountIds, [before, ...columns.ends]),
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
  const read = await readFacts(db, userId, grouping, query);
  const keepSide = sideFilter(query, catalogue);
  const byCurrency = read.byCurrency.map(keepSide);
  checkMinimum(query, byCurrency.flat());
  const ctx: TreeContext = {
    catalogue,
    emptyAccount: query.emptyAccount,
    columns: columnsOf(query.period, query.groupBy.period, query.accumulate),
    accumulate: query.accumulate,
    openingOf: openingByAccount(keepSide(read.opening)),
    totalsAt: read.totalsAt,
  };
  const details = assemble(ctx, grouping, byCurrency, query);
  return {
    headers: ctx.columns.headers,
    details,
    currency: accounts[0]?.currency ?? DEFAULT_CURRENCY,
  };
}

function assemble(
  ctx: TreeContext,
  grouping: Grouping,
  byCurrency: AnalysisFact[][],
  query: AnalysisQuery,
): AnalysisResultNode[] {
  const rows = query.groupBy.rows.filter((row) => row !== 'CURRENCY');
  const linesOf = (facts: AnalysisFact[], accounts: AnalysisAccount[]) =>
    buildLines(ctx, facts, rows.length ? rows : ['TOTAL'], { accounts, scoped: true });
  const apart = query.groupBy.rows[0] === 'CURRENCY' || grouping.currencies.length > 1;
  if (apart) {
    return grouping.currencies.flatMap(({ accounts }, i) => {
      if (byCurrency[i]!.length === 0 && !ctx.emptyAccount) return [];
      const currency = accounts[0]!;
      const group = {
        group: 'CURRENCY',
        groupValue: { id: currency.currencyId, name: currency.currency },
        scope: { accounts, scoped: true },
        currency: currency.currency,
      };
      return lineOf(ctx, group, byCurrency[i]!, linesOf(byCurrency[i]!, accounts));
    });
  }
  const only = grouping.currencies[0];
  if (!only) return [];
  const lines = linesOf(byCurrency[0]!, only.accounts);
  if (rows[0] === 'TOTAL') return lines;
  const total = {
    group: 'TOTAL',
    groupValue: { id: null, name: null },
    scope: { accounts: only.accounts, scoped: true },
  };
  return [...lines, lineOf(ctx, total, byCurrency[0]!, [])];
}
