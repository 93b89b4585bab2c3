import type { Executor } from '../../db/database';

// Reads of the save routes: an operation's version and kind, and the idempotency keys.

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

export async function insertIdempotencyKey(
  db: Executor,
  row: { userId: number; key: string; requestHash: string; status: number; body: string },
): Promise<void> {
  await db
    .insertInto('idempotencyKeys')
    .values({ ...row, createdAt: new Date().toISOString() })
    .execute();
}

export function findStates(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'state'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
