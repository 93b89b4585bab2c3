import { expect } from 'vitest';
import type { Db } from '../db/database';
import type { MemoryLogger } from './memory-logger';

export interface ExpectedEvent {
  type: string;
  login: string | null;
  userId: number | null;
  address: string | null;
  outcome: 'success' | 'failure' | 'refused';
  details?: Record<string, unknown>;
}

/** The journal's rows of that type about that user id (null: no user), oldest first. */
export async function journalOf(db: Db, type: string, userId: number | null) {
  const rows = await db.kysely
    .selectFrom('securityEvents')
    .selectAll()
    .where('type', '=', type)
    .where('userId', userId === null ? 'is' : '=', userId)
    .orderBy('id')
    .execute();
  return rows.map(({ details, ...row }) => ({
    ...row,
    details: details === null ? null : (JSON.parse(details) as Record<string, unknown>),
  }));
}

/**
 * The event was journalled once with those fields at `at` (ISO UTC), and logged once at info
 * with the same fields and time.
 */
export async function expectEventRecorded(
  db: Db,
  log: MemoryLogger,
  event: ExpectedEvent,
  at: string,
): Promise<void> {
  const { details, type, ...fields } = event;
  const sameDetails = (entry: Record<string, unknown>) =>
    Object.entries(details ?? {}).every(([key, value]) => entry[key] === value);
  const rows = (await journalOf(db, type, event.userId)).filter(
    (row) =>
      row.outcome === event.outcome && row.createdAt === at && sameDetails(row.details ?? {}),
  );
  expect(rows).toEqual([
    { id: expect.any(Number), createdAt: at, type, ...fields, details: details ?? null },
  ]);
  const logged = log
    .securityEvents()
    .filter((e) => e.securityEvent === type && e.userId === event.userId)
    .filter((e) => e.outcome === event.outcome && sameDetails(e));
  expect(logged).toEqual([
    expect.objectContaining({ level: 30, ...fields, securityEvent: type, at, ...details }),
  ]);
}
