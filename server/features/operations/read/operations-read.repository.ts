import { sql } from 'kysely';
import type { OperationKind } from '../../../../contract/operations';
import type {
  OperationOrder,
  OperationPage,
  OperationPeriod,
} from '../../../../contract/operations-query';
import type { Executor } from '../../../db/database';
import {
  dateColumn,
  inPeriod,
  ownOperations,
  readSelected,
  type OwnOperations,
} from './operations-selection.repository';

// The reads of GET /api/operation, /balance and /{type}/{id}; every query scoped by the owner.

// An empty list of ids reads nothing (SQL has no `in ()`).

export async function findAccounts(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['a.id', 'a.name', 'a.currencyId', 'c.symb', 'a.initialBalance'])
    .where('a.userId', '=', userId)
    .where('a.id', 'in', ids)
    .execute();
}

function operationRows(operations: OwnOperations, userId: number) {
  return operations
    .leftJoin('operations as leg', (join) =>
      join.onRef('leg.id', '=', 'o.transferId').on('leg.userId', '=', userId),
    )
    .leftJoin('operationTypes as t', 't.id', 'o.typeId')
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'o.payeeId').on('p.userId', '=', userId),
    )
    .select([
      'o.id',
      'o.accountId',
      'o.operationType',
      'o.date',
      'o.valueDate',
      'o.amount',
      'o.state',
      'o.memo',
      'o.version',
      't.id as typeId',
      't.abrv as typeAbrv',
      'p.id as payeeId',
      'p.name as payeeName',
      'leg.accountId as toAccountId',
      'leg.amount as toAmount',
    ]);
}

export type OperationRow = NonNullable<Awaited<ReturnType<typeof findOperation>>>;

export function findOperation(db: Executor, userId: number, kind: OperationKind, id: number) {
  return operationRows(ownOperations(db, userId), userId)
    .where('o.id', '=', id)
    .where('o.operationType', '=', kind)
    .executeTakeFirst();
}

/** The lines of the period in their order, or one page of them. */
export function listOperations(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  period: OperationPeriod,
  orderBy: OperationOrder,
  paging: OperationPage | null,
) {
  const column = dateColumn(orderBy);
  const operations = inPeriod(ownOperations(db, userId), accountIds, period);
  if (!paging) return operationRows(operations, userId).orderBy(column).orderBy('o.id').execute();
  // The page's ids first, from the index alone: the lines skipped are never joined.
  const pageIds = operations
    .select('o.id')
    .orderBy(column)
    .orderBy('o.id')
    .limit(paging.size)
    .offset(paging.offset);
  const page = ownOperations(db, userId).where('o.id', 'in', pageIds);
  return operationRows(page, userId).orderBy(column).orderBy('o.id').execute();
}

/** How many lines the period holds. */
export function countOperations(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  period: OperationPeriod,
) {
  return inPeriod(ownOperations(db, userId), accountIds, period)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
}

/** The sum of the period's first `count` lines in their order: those before a page. */
export function sumLeadingOperations(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  period: OperationPeriod,
  orderBy: OperationOrder,
  count: number,
) {
  const leading = inPeriod(ownOperations(db, userId), accountIds, period)
    .select('o.amount')
    .orderBy(dateColumn(orderBy))
    .orderBy('o.id')
    .limit(count);
  return db
    .selectFrom(leading.as('l'))
    .select(sql<number | string | null>`cast(sum(l.amount) as bigint)`.as('total'))
    .executeTakeFirst();
}

const total = sql<number | string | null>`cast(sum(total) as bigint)`;

/** account_month_sums of the months before `month` (operation dates). */
export function sumAccountMonthsBefore(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  month: string,
  pointedOnly: boolean,
) {
  const column = pointedOnly ? sql`pointed_total` : sql`total`;
  return db
    .selectFrom('accountMonthSums')
    .select(sql<number | string | null>`cast(sum(${column}) as bigint)`.as('total'))
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('month', '<', month)
    .executeTakeFirst();
}

/** category_month_sums of the months before `month` (parts' value dates), every category. */
export function sumValueMonthsBefore(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  month: string,
) {
  return db
    .selectFrom('categoryMonthSums')
    .select(total.as('total'))
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('month', '<', month)
    .executeTakeFirst();
}

/** The operations whose `field` date is from `from` (included) to `before` (excluded). */
export function sumOperations(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  range: { field: OperationOrder; from: string | null; before: string | null },
  pointedOnly: boolean,
) {
  const column = dateColumn(range.field);
  let query = db
    .selectFrom('operations as o')
    .select(sql<number | string | null>`cast(sum(o.amount) as bigint)`.as('total'))
    .where('o.userId', '=', userId)
    .where('o.accountId', 'in', accountIds);
  if (range.from !== null) query = query.where(column, '>=', range.from);
  if (range.before !== null) query = query.where(column, '<', range.before);
  if (pointedOnly) query = query.where('o.state', '=', 'P');
  return query.executeTakeFirst();
}

/** The operations of these ids, in no particular order. */
export function findOperations(db: Executor, userId: number, ids: readonly number[]) {
  return readSelected(db, userId, { ids }, (operations) =>
    operationRows(operations, userId).execute(),
  );
}
