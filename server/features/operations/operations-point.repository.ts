import type { Executor } from '../../db/database';

// The reads of POST /api/operation/point; every query scoped by the owner.

/** The state of each of these operations of the user (the others are not found). */
export function findStates(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'state'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
