import type { Executor } from '../../db/database';

// The account's operations that synced lines may be (bank sync): by the aggregator's
// transaction id (operations_bi_transaction_uq), and the lines still pending.

const columns = ['id', 'date', 'amount', 'memo', 'biTransactionId', 'biPending'] as const;

export function findByBiTransactionIds(
  db: Executor,
  userId: number,
  accountId: number,
  ids: readonly number[],
) {
  return db
    .selectFrom('operations')
    .select(columns)
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where('biTransactionId', 'in', ids)
    .execute();
}

export function findPending(db: Executor, userId: number, accountId: number) {
  return db
    .selectFrom('operations')
    .select(columns)
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where('biPending', '=', 1)
    .execute();
}

export function findBiIdsOf(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'biTransactionId'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
