import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';
import { replaceSecurityEventTypes } from './security-event-types';

// Passkeys (WebAuthn, issue 29, docs/decisions/passkeys.md).
//
// - passkeys: a person's registered credentials: the credential id and COSE public key (both
//   base64url), the signature counter, the transports the browser reported (JSON), a name.
// - passkey_challenges: a pending WebAuthn ceremony (register, passwordless sign-in, second
//   factor), bound to the browser by a cookie whose token is kept only hashed; single use.
// - security_events accepts the three passkey events (its type CHECK is replaced whole). Lists
//   frozen here: a later migration repeats this whole list.

const PURPOSES = ['register', 'sign-in', 'second-factor'];
const TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_IN_THROTTLED',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'SESSION_ENDED',
  'ADMIN_ACTION',
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'TWO_FACTOR_FAILURE',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
  'API_TOKEN_CREATED',
  'API_TOKEN_REVOKED',
  'API_TOKEN_REFUSED',
];
const PASSKEY_TYPES = ['PASSKEY_REGISTERED', 'PASSKEY_REVOKED', 'PASSKEY_FAILURE'];
const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

async function createPasskeys(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('credential_id', 'varchar(1400)', (c) => c.notNull().unique())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_used_at', 'varchar(30)')
    .addCheckConstraint('passkeys_counter_ck', sql`counter >= 0`)
    .execute();
  await db.schema.createIndex('passkeys_user_idx').on('passkeys').column('user_id').execute();
}

async function createChallenges(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(20)', (c) => c.notNull())
    .addColumn('challenge', 'varchar(100)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('passkey_challenges_purpose_ck', sql`purpose in (${inList(PURPOSES)})`)
    .addCheckConstraint(
      'passkey_challenges_user_ck',
      sql`(purpose = 'sign-in') = (user_id is null)`,
    )
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expiry_idx')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
  await db.schema
    .createIndex('passkey_challenges_user_idx')
    .on('passkey_challenges')
    .column('user_id')
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await createPasskeys(db);
  await createChallenges(db);
  await replaceSecurityEventTypes(db, [...TYPES, ...PASSKEY_TYPES]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('security_events').where('type', 'in', PASSKEY_TYPES).execute();
  await replaceSecurityEventTypes(db, TYPES);
  await db.schema.dropTable('passkey_challenges').execute();
  await db.schema.dropTable('passkeys').execute();
}
