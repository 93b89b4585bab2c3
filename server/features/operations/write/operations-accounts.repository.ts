import type { Executor } from '../../../db/database';

export async function countOperationsOfAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<number> {
  const row = await db
    .selectFrom('operations')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
