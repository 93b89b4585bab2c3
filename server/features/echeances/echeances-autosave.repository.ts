import type { Executor } from '../../db/database';

// The autoSave job's statements: the due plans, the occurrence claimed once, next_date moved on.

/** The longest echeance delay of any user (0 when no one set one). */
export async function findLongestDelay(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('preferences')
    .select((eb) => eb.fn.max('echeanceDelay').as('delay'))
    .executeTakeFirst();
  return Number(row?.delay ?? 0);
}

/** AutoSave plans with an account whose next date is on or before `upTo`, by user then id. */
export function findDuePlans(db: Executor, upTo: string) {
  return db
    .selectFrom('echeances as e')
    .leftJoin('preferences as p', 'p.userId', 'e.userId')
    .select([
      'e.id',
      'e.userId',
      'e.nextDate',
      'p.echeanceDelay as delay',
      'p.echeanceCatchUp as catchUp',
    ])
    .where('e.autoSave', '=', 1)
    .where('e.nextDate', 'is not', null)
    .where('e.nextDate', '<=', upTo)
    .where('e.accountId', 'is not', null)
    .orderBy('e.userId')
    .orderBy('e.id')
    .execute();
}

/**
 * Claims the occurrence for this transaction: answers its row id, or undefined when another
 * worker already did (PostgreSQL waits for that worker's transaction to end, then conflicts).
 */
export async function claimOccurrence(
  db: Executor,
  userId: number,
  echeanceId: number,
  dueDate: string,
  createdAt: string,
) {
  const row = await db
    .insertInto('echeanceOccurrences')
    .values({ userId, echeanceId, dueDate, state: 'SAVED', operationId: null, createdAt })
    .onConflict((oc) => oc.columns(['userId', 'echeanceId', 'dueDate']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

export async function setOccurrenceOperation(
  db: Executor,
  userId: number,
  id: number,
  operationId: number,
) {
  await db
    .updateTable('echeanceOccurrences')
    .set({ operationId })
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/**
 * Moves the plan's next date from `from` to `to` (null: no date left), if it still is `from`:
 * false when another worker moved it first (PostgreSQL makes this one wait for that worker's
 * transaction, then finds the date changed) or the plan no longer saves itself.
 */
export async function advanceNextDate(
  db: Executor,
  userId: number,
  echeanceId: number,
  from: string,
  to: string | null,
): Promise<boolean> {
  const result = await db
    .updateTable('echeances')
    .set({ nextDate: to })
    .where('userId', '=', userId)
    .where('id', '=', echeanceId)
    .where('autoSave', '=', 1)
    .where('nextDate', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
