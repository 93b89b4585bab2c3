import { sql } from 'kysely';
import type { OperationOrder } from '../../../../contract/operations-query';
import { chunked } from '../../../db/bind-limit';
import type { Executor } from '../../../db/database';

// The reads of POST /api/export/operations; every query scoped by the owner.

const count = sql<number | string>`count(*)`;

/** How many of these ids are the user's operations. */
export async function countOwned(db: Executor, userId: number, ids: readonly number[]) {
  const counts = await chunked(ids, (slice) =>
    db
      .selectFrom('operations')
      .select(count.as('count'))
      .where('userId', '=', userId)
      .where('id', 'in', slice)
      .execute(),
  );
  return counts.reduce((sum, row) => sum + Number(row.count), 0);
}

/** How many operations of the account have their `field` date from `from` to `to` (indexed). */
export async function countBetween(
  db: Executor,
  userId: number,
  accountId: number,
  range: { field: OperationOrder; from: string; to: string },
) {
  const column = range.field === 'date' ? 'date' : 'valueDate';
  const row = await db
    .selectFrom('operations')
    .select(count.as('count'))
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where(column, '>=', range.from)
    .where(column, '<=', range.to)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
