import type { SubscriptionDto } from '../../../contract/auth';
import type { Executor } from '../../db/database';
import * as repository from './subscriptions.repository';

export async function listSubscriptions(db: Executor, userId: number): Promise<SubscriptionDto[]> {
  const rows = await repository.findSubscriptionsOfUser(db, userId);
  return rows.map((row) => ({
    subscriptionId: row.id,
    type: row.type as SubscriptionDto['type'],
    amount: row.amount,
    subscrDate: row.subscrDate,
    deleted: row.deleted === 1,
  }));
}
