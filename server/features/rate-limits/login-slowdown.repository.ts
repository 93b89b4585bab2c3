import type { Executor } from '../../db/database';

export interface SlowdownState {
  failures: number;
  lastFailureAt: string;
  nextAttemptAt: string;
}

export function findSlowdown(db: Executor, loginKey: string) {
  return db
    .selectFrom('signInSlowdowns')
    .select(['failures', 'lastFailureAt', 'nextAttemptAt'])
    .where('loginKey', '=', loginKey)
    .executeTakeFirst();
}

/** Starts the count of a login; false when another request started it first. */
export async function insertSlowdown(
  db: Executor,
  loginKey: string,
  state: SlowdownState,
): Promise<boolean> {
  const rows = await db
    .insertInto('signInSlowdowns')
    .values({ loginKey, ...state })
    .onConflict((oc) => oc.column('loginKey').doNothing())
    .returning('loginKey')
    .execute();
  return rows.length === 1;
}

/** Moves the count on from `seen`; false when another request moved it first. */
export async function replaceSlowdown(
  db: Executor,
  loginKey: string,
  seen: SlowdownState,
  next: SlowdownState,
): Promise<boolean> {
  const rows = await db
    .updateTable('signInSlowdowns')
    .set(next)
    .where('loginKey', '=', loginKey)
    .where('failures', '=', seen.failures)
    .where('lastFailureAt', '=', seen.lastFailureAt)
    .returning('loginKey')
    .execute();
  return rows.length === 1;
}

export async function deleteSlowdown(db: Executor, loginKey: string): Promise<void> {
  await db.deleteFrom('signInSlowdowns').where('loginKey', '=', loginKey).execute();
}

export async function deleteSlowdownsBefore(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('signInSlowdowns').where('lastFailureAt', '<', before).execute();
}
