import type { Executor } from '../../../db/database';
import { ownOperations } from './operations-parts.repository';

export async function anyOperationOfPayees(
  db: Executor,
  userId: number,
  payeeIds: readonly number[],
) {
  const row = await db
    .selectFrom('operations')
    .select('id')
    .where('userId', '=', userId)
    .where('payeeId', 'in', payeeIds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The payee's simple operations of one direction (by the sign of the amount) whose category is
 * undefined: no part has a category. Transfers keep theirs.
 */
export function findUncategorizedOperations(
  db: Executor,
  userId: number,
  payeeId: number,
  direction: -1 | 1,
) {
  return db
    .selectFrom('operations as op')
    .select(['op.id', 'op.accountId', 'op.valueDate', 'op.amount'])
    .where('op.userId', '=', userId)
    .where('op.payeeId', '=', payeeId)
    .where('op.operationType', '=', 'SIMPLE')
    .where('op.amount', direction < 0 ? '<' : '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('splitOperations as part')
            .select('part.id')
            .where('part.userId', '=', userId)
            .whereRef('part.operationId', '=', 'op.id')
            .where('part.categoryId', 'is not', null),
        ),
      ),
    )
    .orderBy('op.id')
    .execute();
}

export function findParts(db: Executor, userId: number, operationIds: readonly number[]) {
  return db
    .selectFrom('splitOperations')
    .select(['id', 'operationId', 'memo'])
    .where('operationId', 'in', ownOperations(db, userId, operationIds))
    .orderBy('id')
    .execute();
}
