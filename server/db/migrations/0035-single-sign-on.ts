import type { Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';
import { replaceSecurityEventTypes } from './security-event-types';

// Issue 29: single sign-on through OpenID Connect (docs/decisions/single-sign-on.md).
//
// - sso_states: a sign-in sent to the provider and not yet back: the hash of its state (the
//   state itself travels in the URLs only), its nonce and PKCE verifier, for ten minutes, spent
//   at the callback so a replayed state finds nothing.
// - sso_identities: who a provider's (issuer, subject) is here; one per person and issuer.
// - security_events accepts the single sign-on events. Lists frozen here: 0033's, the passkeys'
//   of 0034 (written beside this one) and this one's.

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
  'PASSKEY_REGISTERED',
  'PASSKEY_REVOKED',
  'PASSKEY_FAILURE',
];
const SSO_TYPES = ['SSO_SIGN_IN_FAILURE', 'SSO_ACCOUNT_LINKED', 'SSO_ACCOUNT_CREATED'];

async function createStates(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_states')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('nonce', 'varchar(100)', (c) => c.notNull())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('sso_states_expiry_idx')
    .on('sso_states')
    .column('expires_at')
    .execute();
}

async function createIdentities(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sso_identities')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(300)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('sso_identities_subject_uq', ['issuer', 'subject'])
    .addUniqueConstraint('sso_identities_user_uq', ['user_id', 'issuer'])
    .execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await createStates(db);
  await createIdentities(db);
  await replaceSecurityEventTypes(db, [...TYPES, ...SSO_TYPES]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('security_events').where('type', 'in', SSO_TYPES).execute();
  await replaceSecurityEventTypes(db, TYPES);
  await db.schema.dropTable('sso_identities').execute();
  await db.schema.dropTable('sso_states').execute();
}
