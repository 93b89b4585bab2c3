import type { Executor } from '../../db/database';

export function findSubscriptionsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('subscriptions')
    .select(['id', 'type', 'amount', 'subscrDate', 'deleted'])
    .where('userId', '=', userId)
    .orderBy('subscrDate', 'desc')
    .execute();
}
