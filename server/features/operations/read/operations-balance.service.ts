import type { Cents } from '../../../../contract/money';
import type { Executor } from '../../../db/database';
import * as repository from './operations-balance.repository';

export interface OperationSums {
  /** Every operation dated up to the date. */
  total: Cents;
  /** The pointed ones only. */
  pointed: Cents;
}

/**
 * What the account's operations dated up to `date` (inclusive) add to its initial balance, and
 * the same for pointed ones: the earlier months from account_month_sums, then the month's own
 * lines, never a sum over the whole history.
 */
export async function accountBalance(
  db: Executor,
  userId: number,
  accountId: number,
  date: string,
): Promise<OperationSums> {
  const month = date.slice(0, 7);
  const [earlier, current] = await Promise.all([
    repository.sumMonthsBefore(db, userId, accountId, month),
    repository.sumOperationsBetween(db, userId, accountId, `${month}-01`, date),
  ]);
  return {
    total: Number(earlier?.total ?? 0) + Number(current?.total ?? 0),
    pointed: Number(earlier?.pointed ?? 0) + Number(current?.pointed ?? 0),
  };
}

/** How many operations each account of the user holds (absent: none). */
export async function operationCountsByAccount(
  db: Executor,
  userId: number,
): Promise<Map<number, number>> {
  const rows = await repository.countOperationsByAccount(db, userId);
  return new Map(rows.map((row) => [row.accountId, Number(row.count)]));
}

/** What each account's operations add month by month, for the months before `beforeMonth`. */
export async function monthTotals(db: Executor, userId: number, beforeMonth: string) {
  const rows = await repository.findMonthTotals(db, userId, beforeMonth);
  return rows.map((row) => ({
    accountId: Number(row.accountId),
    month: row.month,
    total: Number(row.total),
  }));
}

/** What these accounts' operations dated from `from` to `to` add, by account id. */
export async function totalsBetween(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  range: { from: string; to: string },
) {
  if (accountIds.length === 0) return new Map<number, number>();
  const rows = await repository.sumOperationsOfAccountsBetween(db, userId, accountIds, range);
  return new Map(rows.map((row) => [Number(row.accountId), Number(row.total)]));
}
