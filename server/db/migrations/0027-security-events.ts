import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';

/**
 * The security journal: sign-ins, password and address changes, sessions ended, admin actions.
 * A row outlives its account (the journal is what shows who tried), so user_id is a plain number
 * with no foreign key; the login is copied. Lists frozen here: a new type comes in a new migration.
 */
const TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_IN_THROTTLED',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'SESSION_ENDED',
  'ADMIN_ACTION',
];
const OUTCOMES = ['success', 'failure', 'refused'];

const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('security_events')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('login', 'varchar(100)')
    .addColumn('user_id', 'bigint')
    .addColumn('address', 'varchar(100)')
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('details', 'text')
    .addCheckConstraint('security_events_type_ck', sql`type in (${inList(TYPES)})`)
    .addCheckConstraint('security_events_outcome_ck', sql`outcome in (${inList(OUTCOMES)})`)
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('security_events').columns(columns).execute();
  await index('security_events_created_idx', ['created_at', 'id']);
  await index('security_events_user_idx', ['user_id', 'created_at']);
  await index('security_events_login_idx', ['login', 'created_at']);
  await index('security_events_type_idx', ['type', 'created_at']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('security_events').execute();
}
