import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { SecurityEventsTable } from '../../db/schema';

export async function insertSecurityEvent(
  db: Executor,
  row: Insertable<SecurityEventsTable>,
): Promise<void> {
  await db.insertInto('securityEvents').values(row).execute();
}
