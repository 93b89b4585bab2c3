import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/database';

// The analysis's sums, grouped in the database: category_month_sums for whole months, the split
// parts (index split_operations_account_sum) for the days of a month cut by the period.

export type TransferFilter = 'all' | 'exclude' | 'only';

export interface SumsGrouping {
  accountIds: readonly number[];
  /** Whether a line or the credit/debit side needs each category apart. */
  byCategory: boolean;
  byAccount: boolean;
  byTransfer: boolean;
  transfer: TransferFilter;
  /** null: every category; else these (null is the undefined category). */
  categoryIds: readonly (number | null)[] | null;
  /** Parts only: a line per operation, named by its payee, else its memo. */
  byOperation?: boolean;
}

const total = sql<number | string>`cast(sum(total) as bigint)`;
const countSum = sql<number | string>`cast(sum(count) as bigint)`;
/** Grouped by nothing, a sum over no row is still one row: none is wanted. */
const anyRow = sql<boolean>`count(*) > 0`;

/** category_month_sums of months `from` to `to` ('yyyy-MM', both included). */
export function sumRollup(
  db: Executor,
  userId: number,
  grouping: SumsGrouping,
  months: { from: string; to: string },
  byMonth: boolean,
) {
  const { categoryIds, transfer } = grouping;
  const known = categoryIds?.filter((id): id is number => id !== null) ?? [];
  return db
    .selectFrom('categoryMonthSums')
    .select([total.as('total'), countSum.as('count')])
    .where('userId', '=', userId)
    .where('accountId', 'in', grouping.accountIds)
    .where('month', '>=', months.from)
    .where('month', '<=', months.to)
    .$if(transfer !== 'all', (q) => q.where('isTransfer', '=', transfer === 'only' ? 1 : 0))
    .$if(categoryIds !== null, (q) =>
      q.where((eb) =>
        eb.or([
          ...(known.length ? [eb('categoryId', 'in', known)] : []),
          ...(categoryIds!.includes(null) ? [eb('categoryId', 'is', null)] : []),
        ]),
      ),
    )
    .$if(grouping.byCategory, (q) => q.select('categoryId').groupBy('categoryId'))
    .$if(grouping.byAccount, (q) => q.select('accountId').groupBy('accountId'))
    .$if(grouping.byTransfer, (q) => q.select('isTransfer').groupBy('isTransfer'))
    .$if(byMonth, (q) => q.select('month as key').groupBy('month'))
    .having(anyRow)
    .execute();
}

export type PartsKey = 'none' | 'month' | 'day';

function keyOf(db: Executor, key: PartsKey) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (key === 'day') return sql<string>`p.value_date`;
  return sql<string>`${sql.raw(postgres ? "to_char(p.value_date, 'YYYY-MM')" : 'substr(p.value_date, 1, 7)')}`;
}

const isTransfer = sql<number>`case when o.operation_type = 'TRANSFER' then 1 else 0 end`;

/** A row of sumParts: the optional columns are there when the grouping asks for them. */
export interface PartsRow {
  total: number | string;
  count: number | string;
  categoryId?: number | null;
  accountId?: number;
  key?: string;
  isTransfer?: number;
  operationId?: number;
  payeeName?: string | null;
  memo?: string | null;
}

/** The split parts of value dates `from` to `to`, grouped like the rollup (or by day). */
export function sumParts(
  db: Executor,
  userId: number,
  grouping: SumsGrouping,
  dates: { from: string; to: string },
  key: PartsKey,
) {
  const { categoryIds, transfer } = grouping;
  const known = categoryIds?.filter((id): id is number => id !== null) ?? [];
  const keyColumn = keyOf(db, key);
  // Parts carry their account and value date; the operation is read only for what it alone has.
  const needsOperation = transfer !== 'all' || grouping.byTransfer || grouping.byOperation === true;
  return db
    .selectFrom('splitOperations as p')
    .select([
      sql<number | string>`cast(sum(p.amount) as bigint)`.as('total'),
      sql<number | string>`count(*)`.as('count'),
    ])
    .where('p.userId', '=', userId)
    .where('p.accountId', 'in', grouping.accountIds)
    .where('p.valueDate', '>=', dates.from)
    .where('p.valueDate', '<=', dates.to)
    .$if(categoryIds !== null, (q) =>
      q.where((eb) =>
        eb.or([
          ...(known.length ? [eb('p.categoryId', 'in', known)] : []),
          ...(categoryIds!.includes(null) ? [eb('p.categoryId', 'is', null)] : []),
        ]),
      ),
    )
    .$if(grouping.byCategory, (q) => q.select('p.categoryId').groupBy('p.categoryId'))
    .$if(grouping.byAccount, (q) => q.select('p.accountId').groupBy('p.accountId'))
    .$if(key !== 'none', (q) => q.select(keyColumn.as('key')).groupBy(keyColumn))
    .$if(needsOperation, (q) =>
      q
        .innerJoin('operations as o', 'o.id', 'p.operationId')
        .where('o.userId', '=', userId)
        .$if(transfer === 'only', (j) => j.where('o.operationType', '=', 'TRANSFER'))
        .$if(transfer === 'exclude', (j) => j.where('o.operationType', '<>', 'TRANSFER'))
        .$if(grouping.byOperation === true, (j) =>
          j
            .leftJoin('payees as payee', 'payee.id', 'o.payeeId')
            .select(['o.id as operationId', 'payee.name as payeeName', 'o.memo'])
            .groupBy(['o.id', 'payee.name', 'o.memo']),
        )
        .$if(grouping.byTransfer, (j) => j.select(isTransfer.as('isTransfer')).groupBy(isTransfer)),
    )
    .having(anyRow)
    .$castTo<PartsRow>()
    .execute();
}
