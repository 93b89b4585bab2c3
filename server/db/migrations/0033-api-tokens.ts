import { sql, type Kysely } from 'kysely';
import { idConstraints, idType, isPostgres } from './helpers';

// Personal API tokens (issue 29, docs/decisions/api-tokens.md): a hash of the secret only, its
// scope, its end, its last use; and the security journal's three kinds of token event. Lists
// frozen here: a new type comes in a new migration, which repeats this one's list.

const SCOPES = ['READ', 'READ_WRITE'];
const TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_IN_THROTTLED',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'SESSION_ENDED',
  'ADMIN_ACTION',
  // Two-factor's, of 0032 (written beside this one): this CHECK replaces 0032's whole.
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'TWO_FACTOR_FAILURE',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
  'API_TOKEN_CREATED',
  'API_TOKEN_REVOKED',
  'API_TOKEN_REFUSED',
];
const OUTCOMES = ['success', 'failure', 'refused'];
const EVENT_INDEXES: readonly [string, string[]][] = [
  ['security_events_created_idx', ['created_at', 'id']],
  ['security_events_user_idx', ['user_id', 'created_at']],
  ['security_events_login_idx', ['login', 'created_at']],
  ['security_events_type_idx', ['type', 'created_at']],
];

const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

async function createTokens(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('api_tokens')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('scope', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .addColumn('revoked_at', 'varchar(30)')
    .addCheckConstraint('api_tokens_scope_ck', sql`scope in (${inList(SCOPES)})`)
    .addCheckConstraint('api_tokens_expiry_ck', sql`expires_at > created_at`)
    .execute();
  await db.schema
    .createIndex('api_tokens_user_idx')
    .on('api_tokens')
    .columns(['user_id', 'created_at'])
    .execute();
}

/** The journal's table as 0027 made it, under `name`, with the type CHECK given. */
const createEvents = (db: Kysely<any>, name: string, types: string[]) =>
  db.schema
    .createTable(name)
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('type', 'varchar(30)', (c) => c.notNull())
    .addColumn('login', 'varchar(100)')
    .addColumn('user_id', 'bigint')
    .addColumn('address', 'varchar(100)')
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull())
    .addColumn('details', 'text')
    .addCheckConstraint('security_events_type_ck', sql`type in (${inList(types)})`)
    .addCheckConstraint('security_events_outcome_ck', sql`outcome in (${inList(OUTCOMES)})`)
    .execute();

/** SQLite changes a CHECK only by copying the table into a new one. */
async function setEventTypes(db: Kysely<any>, types: string[]): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table security_events drop constraint security_events_type_ck`.execute(db);
    await sql`alter table security_events add constraint security_events_type_ck
      check (type in (${inList(types)}))`.execute(db);
    return;
  }
  await createEvents(db, 'security_events_next', types);
  await sql`insert into security_events_next select * from security_events`.execute(db);
  await db.schema.dropTable('security_events').execute();
  await sql`alter table security_events_next rename to security_events`.execute(db);
  for (const [index, columns] of EVENT_INDEXES) {
    await db.schema.createIndex(index).on('security_events').columns(columns).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await createTokens(db);
  await setEventTypes(db, TYPES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('security_events').where('type', 'like', 'API_TOKEN_%').execute();
  await setEventTypes(
    db,
    TYPES.filter((type) => !type.startsWith('API_TOKEN_')),
  );
  await db.schema.dropTable('api_tokens').execute();
}
