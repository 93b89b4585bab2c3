import { sql } from 'kysely';
import type { Executor } from '../../db/database';

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

/**
 * Both legs of every transfer touching the accounts become simple operations (what trigger
 * accounts_detach_transfers of migration 0004 does for one account).
 */
export async function detachTransfersOfAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<void> {
  const legs = db
    .selectFrom('operations')
    .select('transferId')
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .where('transferId', 'is not', null);
  await db
    .updateTable('operations')
    .set({ operationType: 'SIMPLE', transferId: null })
    .where('userId', '=', userId)
    .where('transferId', 'is not', null)
    .where((eb) => eb.or([eb('accountId', 'in', accountIds), eb('id', 'in', legs)]))
    .execute();
}

/** Split parts and their tags go with their operation (ON DELETE CASCADE). */
export async function deleteOperationsOfAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<void> {
  await db
    .deleteFrom('operations')
    .where('userId', '=', userId)
    .where('accountId', 'in', accountIds)
    .execute();
}

export interface BalanceRow {
  balance: number | string | null;
  pointedBalance: number | string | null;
}

/** One aggregate over the account's operations dated up to `date` (index operations_date_idx). */
export function sumOperationsOfAccount(
  db: Executor,
  userId: number,
  accountId: number,
  date: string,
): Promise<BalanceRow | undefined> {
  return db
    .selectFrom('operations')
    .select([
      sql<number | string | null>`sum(amount)`.as('balance'),
      sql<number | string | null>`sum(case when state = 'P' then amount else 0 end)`.as(
        'pointedBalance',
      ),
    ])
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where('date', '<=', date)
    .executeTakeFirst();
}
