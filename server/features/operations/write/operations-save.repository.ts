import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../../db/database';

// Statements of the save routes: an operation's version and kind, and the idempotency keys.

export function findOperationHead(db: Executor, userId: number, id: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'version', 'operationType', 'transferId', 'amount', 'state'])
    .where('userId', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findIdempotencyKey(db: Executor, userId: number, key: string) {
  return db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'status', 'body'])
    .where('userId', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export interface KeyClaim {
  userId: number;
  key: string;
  requestHash: string;
  createdAt: string;
}

/**
 * Inserts the key, answer still unknown (status 0), unless the key is there: false then. While
 * another transaction holds the same new key, PostgreSQL waits for it to end (at most `waitMs`,
 * else error 55P03); SQLite runs one transaction at a time.
 */
export async function claimIdempotencyKey(db: Executor, claim: KeyClaim, waitMs: number) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  if (postgres) await sql`select set_config('lock_timeout', ${`${waitMs}ms`}, true)`.execute(db);
  const result = await db
    .insertInto('idempotencyKeys')
    .values({ ...claim, status: 0, body: null })
    .onConflict((oc) => oc.columns(['userId', 'key']).doNothing())
    .executeTakeFirst();
  if (postgres) await sql`set local lock_timeout to default`.execute(db);
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function recordIdempotencyAnswer(
  db: Executor,
  { userId, key }: { userId: number; key: string },
  answer: { status: number; body: string },
): Promise<void> {
  await db
    .updateTable('idempotencyKeys')
    .set(answer)
    .where('userId', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Keys created before `before` (ISO instant): of one user and key, or of everyone. */
export async function deleteIdempotencyKeys(
  db: Executor,
  before: string,
  only?: { userId: number; key: string },
): Promise<void> {
  let query = db.deleteFrom('idempotencyKeys').where('createdAt', '<', before);
  if (only) query = query.where('userId', '=', only.userId).where('key', '=', only.key);
  await query.execute();
}

/** The state of each of these operations of the user (the others are not found). */
export function findStates(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'state'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
