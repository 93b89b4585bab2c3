import { sql } from 'kysely';
import type { Executor } from '../../db/database';

/**
 * Counts one hit in a fixed window, in one statement so concurrent servers never lose a hit:
 * a window older than `windowStartBefore` restarts at 1.
 */
export async function countHit(
  db: Executor,
  key: string,
  now: string,
  windowStartBefore: string,
): Promise<number> {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, windowStart: now, count: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql<number>`case when rate_limits.window_start < ${windowStartBefore} then 1 else rate_limits.count + 1 end`,
        windowStart: sql<string>`case when rate_limits.window_start < ${windowStartBefore} then ${now} else rate_limits.window_start end`,
      }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function deleteOldWindows(db: Executor, before: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('windowStart', '<', before).execute();
}

export async function deleteWindow(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('key', '=', key).execute();
}

/** Deletes every window whose key starts with `prefix` (substr, so `_` and `%` match themselves). */
export async function deleteWindowsStartingWith(db: Executor, prefix: string): Promise<void> {
  await db
    .deleteFrom('rateLimits')
    .where(sql<string>`substr(key, 1, ${[...prefix].length})`, '=', prefix)
    .execute();
}
