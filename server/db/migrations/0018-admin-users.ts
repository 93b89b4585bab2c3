import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';

/**
 * The admin audit log (issue 15): who did what to whom, when. The users table already holds what
 * the user admin view shows (locked, comment, profile_end_date since 0001). A row outlives both
 * people: the admin's id is cleared when that account goes, the target's id is kept as a number,
 * and both logins are copied.
 */
const AUDIT_ACTIONS = [
  'USER_DELETE',
  'USER_RESET_PASSWORD',
  'USER_LOCK',
  'USER_UNLOCK',
  'USER_ACTIVATE',
  'ADMIN_CREATE',
  'ACTIVATION_REMINDER',
  'USER_PROFILE',
  'USER_MODE_AUTO_IMPORT',
  'USERS_EXPORT',
  'SUBSCRIPTION_STOP',
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const actions = sql.join(AUDIT_ACTIONS.map((action) => sql.lit(action)));
  await db.schema
    .createTable('admin_audit_log')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('admin_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('admin_login', 'varchar(100)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    .addColumn('target_user_id', 'bigint')
    .addColumn('target_login', 'varchar(100)')
    .addColumn('details', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('admin_audit_log_action_ck', sql`action in (${actions})`)
    .execute();
  await db.schema
    .createIndex('admin_audit_log_created_idx')
    .on('admin_audit_log')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('admin_audit_log_target_idx')
    .on('admin_audit_log')
    .column('target_user_id')
    .execute();
  await db.schema
    .createIndex('admin_audit_log_admin_idx')
    .on('admin_audit_log')
    .column('admin_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('admin_audit_log').execute();
}
