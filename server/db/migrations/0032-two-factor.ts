import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';
import { replaceSecurityEventTypes } from './security-event-types';

// Issue 29: TOTP two-factor authentication (RFC 6238).
//
// - user_two_factor: the user's TOTP secret, sealed (AES-256-GCM, two-factor-cipher.ts), pending
//   until a first code confirms it; last_step is the time step of the last code accepted, so a
//   code cannot be replayed.
// - two_factor_recovery_codes: ten single-use codes per user, only their keyed hash.
// - two_factor_challenges: a sign-in whose password was right and whose second factor is awaited,
//   bound to the browser by a cookie whose token is kept only hashed (as sessions are).
// - security_events accepts the two-factor events (its type CHECK is replaced).

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
const TWO_FACTOR_TYPES = [
  'TWO_FACTOR_ENABLED',
  'TWO_FACTOR_DISABLED',
  'TWO_FACTOR_FAILURE',
  'RECOVERY_CODE_USED',
  'RECOVERY_CODES_RENEWED',
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('sealed_secret', 'varchar(200)', (c) => c.notNull())
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('enabled_at', 'varchar(30)')
    .addColumn('last_step', 'bigint')
    .addCheckConstraint('user_two_factor_state_ck', sql`state in ('pending', 'enabled')`)
    .addCheckConstraint(
      'user_two_factor_enabled_ck',
      sql`(state = 'enabled') = (enabled_at is not null)`,
    )
    .execute();
  await db.schema
    .createTable('two_factor_recovery_codes')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('used_at', 'varchar(30)')
    .addUniqueConstraint('two_factor_recovery_codes_uq', ['user_id', 'code_hash'])
    .execute();
  await db.schema
    .createTable('two_factor_challenges')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('two_factor_challenges_failures_ck', sql`failures >= 0`)
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_user_idx')
    .on('two_factor_challenges')
    .column('user_id')
    .execute();
  await db.schema
    .createIndex('two_factor_challenges_expiry_idx')
    .on('two_factor_challenges')
    .column('expires_at')
    .execute();
  await replaceSecurityEventTypes(db, [...TYPES, ...TWO_FACTOR_TYPES]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('security_events').where('type', 'in', TWO_FACTOR_TYPES).execute();
  await replaceSecurityEventTypes(db, TYPES);
  for (const table of ['two_factor_challenges', 'two_factor_recovery_codes', 'user_two_factor']) {
    await db.schema.dropTable(table).execute();
  }
}
