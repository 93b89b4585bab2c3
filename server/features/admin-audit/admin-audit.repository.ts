import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AdminAuditLogTable } from '../../db/schema';

export async function insertAuditEntry(
  db: Executor,
  entry: Insertable<AdminAuditLogTable>,
): Promise<void> {
  await db.insertInto('adminAuditLog').values(entry).execute();
}
