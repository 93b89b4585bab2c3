import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../../db/database';

// The rows of migration 0009's rollups: what operations contribute, adding deltas, rebuilding.

export function findOperationRows(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'accountId', 'date', 'amount', 'state'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export function findPartRows(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('splitOperations as part')
    .innerJoin('operations as op', 'op.id', 'part.operationId')
    .select(['part.accountId', 'part.categoryId', 'part.valueDate', 'part.amount'])
    .select('op.operationType')
    .where('op.userId', '=', userId)
    .where('op.id', 'in', ids)
    .execute();
}

export interface AccountSumRow {
  accountId: number;
  month: string;
  total: number;
  pointedTotal: number;
  count: number;
}

export interface CategorySumRow {
  accountId: number;
  categoryId: number | null;
  month: string;
  isTransfer: 0 | 1;
  total: number;
  count: number;
}

/** A rollup row of its owner (the autoSave job adds the rows of many users at once). */
export type Owned<T> = T & { userId: number };

export async function addAccountSums(db: Executor, rows: Owned<AccountSumRow>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('accountMonthSums')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['userId', 'accountId', 'month']).doUpdateSet((eb) => ({
        total: eb('accountMonthSums.total', '+', eb.ref('excluded.total')),
        pointedTotal: eb('accountMonthSums.pointedTotal', '+', eb.ref('excluded.pointedTotal')),
        count: eb('accountMonthSums.count', '+', eb.ref('excluded.count')),
      })),
    )
    .execute();
}

export async function addCategorySums(db: Executor, rows: Owned<CategorySumRow>[]) {
  if (rows.length === 0) return;
  await db
    .insertInto('categoryMonthSums')
    .values(rows)
    .onConflict((oc) =>
      // The columns of unique index category_month_sums_key_uq.
      oc
        .expression(sql`user_id, account_id, coalesce(category_id, 0), month, is_transfer`)
        .doUpdateSet((eb) => ({
          total: eb('categoryMonthSums.total', '+', eb.ref('excluded.total')),
          count: eb('categoryMonthSums.count', '+', eb.ref('excluded.count')),
        })),
    )
    .execute();
}

/** Those of the account rows that nothing counts any more (their operations went or moved). */
export async function deleteEmptyAccountSums(db: Executor, userId: number, keys: AccountSumRow[]) {
  if (keys.length === 0) return;
  await db
    .deleteFrom('accountMonthSums')
    .where('userId', '=', userId)
    .where('count', '=', 0)
    .where((eb) => eb.or(keys.map((k) => eb.and({ accountId: k.accountId, month: k.month }))))
    .execute();
}

/** Those of the category rows that nothing counts any more. */
export async function deleteEmptyCategorySums(
  db: Executor,
  userId: number,
  keys: CategorySumRow[],
) {
  if (keys.length === 0) return;
  await db
    .deleteFrom('categoryMonthSums')
    .where('userId', '=', userId)
    .where('count', '=', 0)
    .where((eb) =>
      eb.or(
        keys.map((k) =>
          eb.and([
            eb('accountId', '=', k.accountId),
            // The expression of unique index category_month_sums_key_uq, so each key is one seek.
            eb(sql`coalesce(category_id, 0)`, '=', k.categoryId ?? 0),
            eb('month', '=', k.month),
            eb('isTransfer', '=', k.isTransfer),
          ]),
        ),
      ),
    )
    .execute();
}

/** One user, some users (a list) or, undefined, everyone. */
export type Owners = number | readonly number[] | undefined;

const ownerIds = (owners: Exclude<Owners, undefined>): readonly number[] =>
  typeof owners === 'number' ? [owners] : owners;

export async function deleteSums(db: Executor, owners?: Owners, accountIds?: readonly number[]) {
  for (const table of ['accountMonthSums', 'categoryMonthSums'] as const) {
    let query = db.deleteFrom(table);
    if (owners !== undefined) query = query.where('userId', 'in', ownerIds(owners));
    if (accountIds !== undefined) query = query.where('accountId', 'in', accountIds);
    await query.execute();
  }
}

/** 'yyyy-MM' of a date column, the same text on both databases. */
function monthOf(db: Executor, column: string) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return sql.raw(postgres ? `to_char(${column}, 'YYYY-MM')` : `substr(${column}, 1, 7)`);
}

/** Both rollups of one user, some users or everyone summed again from the operations. */
export async function insertSumsFromOperations(db: Executor, owners?: Owners) {
  const owner =
    owners === undefined ? sql`` : sql`where o.user_id in (${sql.join(ownerIds(owners))})`;
  const opMonth = monthOf(db, 'o.date');
  await sql`insert into account_month_sums (user_id, account_id, month, total, pointed_total, count)
    select o.user_id, o.account_id, ${opMonth}, sum(o.amount),
           sum(case when o.state = 'P' then o.amount else 0 end), count(*)
    from operations o ${owner} group by o.user_id, o.account_id, ${opMonth}`.execute(db);
  const partMonth = monthOf(db, 'p.value_date');
  const transfer = sql`case when o.operation_type = 'TRANSFER' then 1 else 0 end`;
  await sql`insert into category_month_sums
      (user_id, account_id, category_id, month, is_transfer, total, count)
    select p.user_id, p.account_id, p.category_id, ${partMonth}, ${transfer}, sum(p.amount), count(*)
    from split_operations p join operations o on o.id = p.operation_id ${owner}
    group by p.user_id, p.account_id, p.category_id, ${partMonth}, ${transfer}`.execute(db);
}
