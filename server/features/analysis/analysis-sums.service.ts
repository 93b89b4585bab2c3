import { addMonths, isMonthEnd, monthEnd, monthOf } from '../../../contract/analysis-period';
import { addDays, type IsoDate } from '../../../contract/dates';
import type { Cents } from '../../../contract/money';
import type { Executor } from '../../db/database';
import * as repository from './analysis-sums.repository';
import type { PartsKey, PartsRow, SumsGrouping } from './analysis-sums.repository';

export type { PartsKey, SumsGrouping, TransferFilter } from './analysis-sums.repository';

/**
 * What the split parts of some accounts add up to between two value dates, grouped as asked:
 * by category, account, transfer flag, month or day and operation when asked (categoryId null
 * when not by category). Split operations count by their parts.
 */
export interface AnalysisFact {
  accountId: number | null;
  categoryId: number | null;
  transfer: boolean | null;
  /** 'yyyy-MM' (month), 'yyyy-MM-dd' (day) or '' (the whole period). */
  key: string;
  total: Cents;
  count: number;
  operation?: { id: number; name: string | null };
}

export interface AnalysisSumsRequest extends SumsGrouping {
  from: IsoDate;
  to: IsoDate;
  key: PartsKey;
}

function factOf(row: PartsRow): AnalysisFact {
  const fact: AnalysisFact = {
    accountId: row.accountId ?? null,
    categoryId: row.categoryId ?? null,
    transfer: row.isTransfer === undefined ? null : Number(row.isTransfer) === 1,
    key: row.key ?? '',
    total: Number(row.total),
    count: Number(row.count),
  };
  if (row.operationId !== undefined) {
    fact.operation = { id: row.operationId, name: row.payeeName ?? row.memo ?? null };
  }
  return fact;
}

/** Adds up facts of one key (a month's rollup and its cut days, for the whole period). */
function merge(facts: AnalysisFact[]): AnalysisFact[] {
  const merged = new Map<string, AnalysisFact>();
  for (const fact of facts) {
    const id = `${fact.accountId}|${fact.categoryId}|${fact.transfer}|${fact.key}`;
    const into = merged.get(id);
    if (!into) merged.set(id, fact);
    else {
      into.total += fact.total;
      into.count += fact.count;
    }
  }
  return [...merged.values()];
}

/** The whole months of a period, and the cut days at its ends read from the parts. */
function splitPeriod({ from, to }: { from: IsoDate; to: IsoDate }) {
  const first = from.endsWith('-01') ? monthOf(from) : addMonths(monthOf(from), 1);
  const last = isMonthEnd(to) ? monthOf(to) : addMonths(monthOf(to), -1);
  if (first > last) return { months: null, cuts: [{ from, to }] };
  const cuts = [];
  if (from < `${first}-01`) cuts.push({ from, to: addDays(`${first}-01`, -1) });
  if (to > monthEnd(last)) cuts.push({ from: addDays(monthEnd(last), 1), to });
  return { months: { from: first, to: last }, cuts };
}

/** Sums from the category_month_sums rollup, the days of cut months from the parts' index. */
export async function analysisSums(
  db: Executor,
  userId: number,
  request: AnalysisSumsRequest,
): Promise<AnalysisFact[]> {
  if (request.accountIds.length === 0 || request.from > request.to) return [];
  if (request.key === 'day' || request.byOperation) {
    const rows = await repository.sumParts(db, userId, request, request, request.key);
    return rows.map(factOf);
  }
  const { months, cuts } = splitPeriod(request);
  const byMonth = request.key === 'month';
  const queries = [
    ...(months ? [repository.sumRollup(db, userId, request, months, byMonth)] : []),
    ...cuts.map((cut) => repository.sumParts(db, userId, request, cut, request.key)),
  ];
  const facts = (await Promise.all(queries)).flat().map(factOf);
  // Months of the rollup and of cut days never meet; the whole period's facts do.
  return byMonth ? facts : merge(facts);
}
