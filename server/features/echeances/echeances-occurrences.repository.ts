import { chunked } from '../../db/bind-limit';
import type { Executor } from '../../db/database';

// The stored occurrences of planned operations (migration 0012): saved by the job or matched.

/** The user's stored occurrences of the plans dated in the period. */
export function findOccurrences(
  db: Executor,
  userId: number,
  echeanceIds: readonly number[],
  from: string,
  to: string,
) {
  return chunked(echeanceIds, (slice) =>
    db
      .selectFrom('echeanceOccurrences')
      .select(['echeanceId', 'dueDate', 'state', 'operationId'])
      .where('userId', '=', userId)
      .where('echeanceId', 'in', slice)
      .where('dueDate', '>=', from)
      .where('dueDate', '<=', to)
      .execute(),
  );
}

/** Which of the operations (as many as a period holds) an occurrence already stands for. */
export async function findLinkedOperations(
  db: Executor,
  userId: number,
  operationIds: readonly number[],
) {
  const rows = await chunked(operationIds, (slice) =>
    db
      .selectFrom('echeanceOccurrences')
      .select('operationId')
      .where('userId', '=', userId)
      .where('operationId', 'in', slice)
      .execute(),
  );
  return new Set(rows.map((row) => row.operationId));
}

export function findOccurrence(db: Executor, userId: number, echeanceId: number, date: string) {
  return db
    .selectFrom('echeanceOccurrences')
    .select(['id', 'state', 'operationId'])
    .where('userId', '=', userId)
    .where('echeanceId', '=', echeanceId)
    .where('dueDate', '=', date)
    .executeTakeFirst();
}

export async function insertMatch(
  db: Executor,
  userId: number,
  echeanceId: number,
  dueDate: string,
  operationId: number,
) {
  await db
    .insertInto('echeanceOccurrences')
    .values({
      userId,
      echeanceId,
      dueDate,
      state: 'MATCHED',
      operationId,
      createdAt: new Date().toISOString(),
    })
    .execute();
}

export async function deleteOccurrence(db: Executor, userId: number, id: number) {
  await db
    .deleteFrom('echeanceOccurrences')
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}
