import type { Executor } from '../../../db/database';

// The reconciliation statements of account_statements (migration 0009), scoped by the owner.

/** The account's statement of the latest date, if any. */
export function findLastStatement(db: Executor, userId: number, accountId: number) {
  return db
    .selectFrom('accountStatements')
    .select(['accountId', 'date', 'closingBalance'])
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .orderBy('date', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Records the statement; one of the same date is replaced (one per account and date). */
export async function saveStatement(
  db: Executor,
  userId: number,
  statement: { accountId: number; date: string; closingBalance: number; createdAt: string },
) {
  await db
    .insertInto('accountStatements')
    .values({ userId, ...statement })
    .onConflict((conflict) =>
      conflict.columns(['userId', 'accountId', 'date']).doUpdateSet({
        closingBalance: statement.closingBalance,
        createdAt: statement.createdAt,
      }),
    )
    .execute();
}
