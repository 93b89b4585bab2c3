import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';
import { replaceSecurityEventTypes } from './security-event-types';

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

export async function up(db: Kysely<any>): Promise<void> {
  await createTokens(db);
  await replaceSecurityEventTypes(db, TYPES);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('security_events').where('type', 'like', 'API_TOKEN_%').execute();
  await replaceSecurityEventTypes(
    db,
    TYPES.filter((type) => !type.startsWith('API_TOKEN_')),
  );
  await db.schema.dropTable('api_tokens').execute();
}
