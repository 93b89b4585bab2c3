import type { Executor } from '../../db/database';

// The autoSave job's statements: the due plans, the occurrence claimed once, next_date moved on.

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

/** The plan's next date, read again inside the transaction that saves its occurrences. */
export async function findNextDate(db: Executor, userId: number, echeanceId: number) {
  const row = await db
    .selectFrom('echeances')
    .select('nextDate')
    .where('userId', '=', userId)
    .where('id', '=', echeanceId)
    .where('autoSave', '=', 1)
    .executeTakeFirst();
  return row?.nextDate ?? null;
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

/** Moves next_date forward only, so a slower worker never sets it back. */
export async function moveNextDate(
  db: Executor,
  userId: number,
  echeanceId: number,
  nextDate: string | null,
) {
  let query = db
    .updateTable('echeances')
    .set({ nextDate })
    .where('userId', '=', userId)
    .where('id', '=', echeanceId)
    .where('nextDate', 'is not', null);
  if (nextDate !== null) query = query.where('nextDate', '<', nextDate);
  await query.execute();
}
