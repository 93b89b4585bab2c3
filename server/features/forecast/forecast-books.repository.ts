import { sql, type ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database';
import type { Database } from '../../db/schema';

// The reads of the forecast views: the user's accounts with their currency, and
// the operations of some accounts over a period with their parts. Every query scoped by owner.

export function findAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['a.id', 'a.name', 'a.currencyId', 'c.symb', 'a.initialBalance'])
    .where('a.userId', '=', userId)
    .orderBy('a.id')
    .execute();
}

/** Some of the user's accounts over a period, both ends included. */
export interface BooksWindow {
  userId: number;
  accountIds: readonly number[];
  from: string;
  to: string;
}

type OperationsEb = ExpressionBuilder<Database & { o: Database['operations'] }, 'o'>;

/** The operations `o` of the window (index operations_date_sums_idx). */
const inWindow = (window: BooksWindow) => (eb: OperationsEb) =>
  eb.and([
    eb('o.userId', '=', window.userId),
    eb('o.accountId', 'in', window.accountIds),
    eb('o.date', '>=', window.from),
    eb('o.date', '<=', window.to),
  ]);

/** The operations of the window, by date, with their payee and the other leg's account. */
export async function findOperations(db: Executor, window: BooksWindow) {
  if (window.accountIds.length === 0) return [];
  const { userId } = window;
  return db
    .selectFrom('operations as o')
    .leftJoin('operations as leg', (join) =>
      join.onRef('leg.id', '=', 'o.transferId').on('leg.userId', '=', userId),
    )
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'o.payeeId').on('p.userId', '=', userId),
    )
    .select([
      'o.id',
      'o.accountId',
      'o.date',
      'o.amount',
      'o.memo',
      'o.echeanceId',
      'p.id as payeeId',
      'p.name as payeeName',
      'leg.accountId as toAccountId',
    ])
    .where(inWindow(window))
    .orderBy('o.date')
    .orderBy('o.id')
    .execute();
}

/** The parts of the operations of the window (the same filter, no list of ids). */
export async function findParts(db: Executor, window: BooksWindow) {
  if (window.accountIds.length === 0) return [];
  return db
    .selectFrom('splitOperations as s')
    .innerJoin('operations as o', (join) =>
      join.onRef('o.id', '=', 's.operationId').onRef('o.userId', '=', 's.userId'),
    )
    .leftJoin('categories as c', 'c.id', 's.categoryId')
    .select(['s.operationId', 's.categoryId', 's.amount', 'c.name as categoryName'])
    .where(inWindow(window))
    .orderBy('s.id')
    .execute();
}

export async function findCategoryNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

const total = sql<number | string | null>`cast(sum(total) as bigint)`;
const amounts = sql<number | string | null>`cast(sum(amount) as bigint)`;

/** account_month_sums of the months before `month`, per account (its primary key's order). */
export async function sumMonthsBeforeByAccount(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  month: string,
) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('accountMonthSums')
    .select(['accountId', total.as('total')])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('month', '<', month)
    .groupBy('accountId')
    .execute();
}

/** The operations dated from `from` to `to`, summed per account (index operations_date_sums_idx). */
export async function sumOperationsBetweenByAccount(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  from: string,
  to: string,
) {
  if (accountIds.length === 0) return [];
  return db
    .selectFrom('operations')
    .select(['accountId', amounts.as('total')])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .groupBy('accountId')
    .execute();
}
