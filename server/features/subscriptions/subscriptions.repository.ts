import { prepared } from '../../db/prepared';

export const findSubscriptionsOfUser = prepared((db, userId: number) =>
  db
    .selectFrom('subscriptions')
    .select(['id', 'type', 'amount', 'subscrDate', 'deleted'])
    .where('userId', '=', userId)
    .orderBy('subscrDate', 'desc'),
);
