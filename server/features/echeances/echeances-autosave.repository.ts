import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/database';

// The autoSave job's statements: the due plans; for many users at once, next dates moved on,
// occurrences claimed once and linked to their operations.

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

/** A plan's next date moved from the date read to the one after the occurrences saved. */
export interface NextDateMove {
  userId: number;
  id: number;
  from: string;
  /** null: the plan has no date left. */
  to: string | null;
}

/** A date parameter: PostgreSQL types a bare one as text, SQLite keeps dates as text. */
function asDate(db: Executor, value: string | null) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return postgres ? sql`cast(${value} as date)` : sql`${value}`;
}

/**
 * Moves each plan's next date, if it still is the date read: answers the ids of the plans moved.
 * A plan another worker moved first (PostgreSQL makes this one wait for that worker's
 * transaction, then finds the date changed) or that no longer saves itself is left out.
 */
export async function advanceNextDates(db: Executor, moves: readonly NextDateMove[]) {
  if (moves.length === 0) return [];
  const byId = (value: (move: NextDateMove) => string | null) =>
    sql<string | null>`case id ${sql.join(
      moves.map((move) => sql`when ${move.id} then ${asDate(db, value(move))}`),
      sql` `,
    )} end`;
  const rows = await db
    .updateTable('echeances')
    .set({ nextDate: byId((move) => move.to) })
    .where('userId', 'in', [...new Set(moves.map((move) => move.userId))])
    .where(
      'id',
      'in',
      moves.map((move) => move.id),
    )
    .where('autoSave', '=', 1)
    .where(
      'nextDate',
      '=',
      byId((move) => move.from),
    )
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/** An occurrence of a plan, and whose. */
export interface OccurrenceKey {
  userId: number;
  echeanceId: number;
  dueDate: string;
}

/**
 * Claims the occurrences for this transaction: answers the rows made. A date already taken
 * (matched by the user, or saved before a plan's next date was set back) is left out.
 */
export function claimOccurrences(db: Executor, keys: readonly OccurrenceKey[], createdAt: string) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .insertInto('echeanceOccurrences')
    .values(keys.map((key) => ({ ...key, state: 'SAVED', operationId: null, createdAt })))
    .onConflict((oc) => oc.columns(['userId', 'echeanceId', 'dueDate']).doNothing())
    .returning(['id', 'echeanceId', 'dueDate'])
    .execute();
}

/** Each claimed occurrence names the operation it was saved as. */
export async function setOccurrenceOperations(
  db: Executor,
  links: readonly { userId: number; id: number; operationId: number }[],
) {
  if (links.length === 0) return;
  const operation = sql.join(
    links.map((link) => sql`when ${link.id} then ${link.operationId}`),
    sql` `,
  );
  await db
    .updateTable('echeanceOccurrences')
    .set({ operationId: sql<number>`cast(case id ${operation} end as bigint)` })
    .where('userId', 'in', [...new Set(links.map((link) => link.userId))])
    .where(
      'id',
      'in',
      links.map((link) => link.id),
    )
    .execute();
}
