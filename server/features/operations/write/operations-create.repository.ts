import { sql } from 'kysely';
import { OperationKind } from '../../../../contract/operations';
import { bulkInsertReturningIds } from '../../../db/bulk-insert';
import type { Executor } from '../../../db/database';
import type { OperationInput } from './operations-write.model';
import { columnsOf } from './operations-write.repository';

// The statements that create operations of one or many users at once (operations-create.service.ts).

/** The currency of each of these users' accounts, by `userId|accountId`. */
export async function findAccountCurrencies(
  db: Executor,
  userIds: readonly number[],
  ids: readonly number[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('accounts')
    .select(['userId', 'id', 'currencyId'])
    .where('userId', 'in', userIds)
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [`${row.userId}|${row.id}`, row.currencyId]));
}

/** Inserts the operations (SQL written once per shape); answers their ids in the order given. */
export async function insertOperations(
  db: Executor,
  legs: readonly { userId: number; operation: OperationInput }[],
  stamp: string,
): Promise<number[]> {
  // Object.assign onto columnsOf's object: spreading both into a new one cost ten times as
  // much over 10,000 rows.
  const rows = legs.map(({ userId, operation }) =>
    Object.assign(columnsOf(operation, stamp), {
      importReportId: operation.importReportId ?? null,
      echeanceId: operation.echeanceId ?? null,
      bankId: operation.bankId ?? null,
      fingerprint: operation.fingerprint ?? null,
      occurrence: operation.occurrence ?? null,
      biTransactionId: operation.biTransactionId ?? null,
      biPending: operation.biPending ? (1 as const) : (0 as const),
      userId,
      createdAt: stamp,
    }),
  );
  return bulkInsertReturningIds(db, 'operations', rows);
}

/** The legs of each pair become a transfer naming each other, in one statement (migration 0004). */
export async function linkLegPairs(
  db: Executor,
  pairs: readonly { userId: number; source: number; target: number }[],
) {
  if (pairs.length === 0) return;
  const other = sql.join(
    pairs.flatMap(({ source, target }) => [
      sql`when ${source} then ${target}`,
      sql`when ${target} then ${source}`,
    ]),
    sql` `,
  );
  await db
    .updateTable('operations')
    .set({
      operationType: OperationKind.transfer,
      transferId: sql<number>`cast(case id ${other} end as bigint)`,
    })
    .where('userId', 'in', [...new Set(pairs.map((pair) => pair.userId))])
    .where(
      'id',
      'in',
      pairs.flatMap((pair) => [pair.source, pair.target]),
    )
    .execute();
}
