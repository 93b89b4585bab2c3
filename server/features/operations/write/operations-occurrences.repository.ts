import type { Executor } from '../../../db/database';

// Reads the planned operations' occurrences need of the books: the candidates for a match.

/** Operations of the accounts and amounts dated in the period (both included). */
export function findOperationsBetween(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
  amounts: readonly number[],
  from: string,
  to: string,
) {
  return db
    .selectFrom('operations')
    .select(['id', 'accountId', 'date', 'amount'])
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('amount', 'in', amounts)
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .orderBy('id')
    .execute();
}

export function findOperation(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'accountId', 'date', 'amount', 'transferId'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}
