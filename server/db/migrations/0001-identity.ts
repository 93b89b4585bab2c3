import type { Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';

// Conventions for every migration: booleans are smallint 0/1, money is bigint cents, days are
// `date` (ISO text), instants are ISO-8601 UTC text, every user-owned row has user_id.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(20)', (c) => c.notNull().unique())
    .addColumn('index_url', 'varchar(100)', (c) => c.notNull().defaultTo('/'))
    .execute();

  await db.schema
    .createTable('functionalities')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('profile_functionalities')
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id'))
    .addColumn('functionality_id', 'integer', (c) => c.notNull().references('functionalities.id'))
    .addPrimaryKeyConstraint('profile_functionalities_pk', ['profile_id', 'functionality_id'])
    .execute();

  await db.schema
    .createTable('currencies')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('symb', 'varchar(5)', (c) => c.notNull())
    .addColumn('abrv', 'varchar(3)', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('login', 'varchar(100)', (c) => c.notNull())
    .addColumn('login_key', 'varchar(100)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(255)')
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('phone_code', 'varchar(8)')
    .addColumn('usage_name', 'varchar(100)')
    .addColumn('zipcode', 'varchar(5)')
    .addColumn('title', 'varchar(10)')
    .addColumn('age', 'smallint')
    .addColumn('language', 'varchar(2)', (c) => c.notNull().defaultTo('fr'))
    .addColumn('profile_id', 'integer', (c) => c.notNull().references('profiles.id'))
    .addColumn('profile_end_date', 'date')
    .addColumn('comment', 'varchar(1000)')
    .addColumn('active', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('locked', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'varchar(30)')
    .addColumn('failed_logins', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('number_of_connection', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_connection', 'varchar(30)')
    .addColumn('creation_date', 'varchar(30)', (c) => c.notNull())
    .addColumn('newsletter', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('partners', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('reasons', 'varchar(500)')
    .addColumn('service_info', 'varchar(500)')
    .execute();
  await db.schema.createIndex('users_email_idx').on('users').column('email').execute();
  await db.schema
    .createIndex('users_creation_idx')
    .on('users')
    .columns(['creation_date', 'id'])
    .execute();

  await db.schema
    .createTable('user_roles')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('role', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_roles_pk', ['user_id', 'role'])
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_seen_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expiry_idx').on('sessions').column('expires_at').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('subscr_date', 'varchar(30)', (c) => c.notNull())
    .addColumn('deleted', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('trial', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('payment_mode', 'varchar(30)')
    .addColumn('provider_subscription_id', 'varchar(100)')
    .execute();
  await db.schema
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('cgus')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('content_fr', 'text', (c) => c.notNull())
    .addColumn('content_en', 'text')
    .addColumn('used', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('cgu_agreements')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('cgu_id', 'bigint', (c) => c.notNull().references('cgus.id'))
    .addColumn('agreed_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('cgu_agreements_pk', ['user_id', 'cgu_id'])
    .execute();

  await insertReferenceData(db);
}

const PROFILES = [
  { id: 1, name: 'USER', index_url: '/' },
  { id: 2, name: 'PREMIUM', index_url: '/' },
  { id: 3, name: 'DEV', index_url: '/' },
  { id: 4, name: 'ADMIN', index_url: '/admin' },
];
const FUNCTIONALITIES = ['TAG', 'DEV', 'CATEGORY', 'BUDGET', 'VENTILATED_OPERATION', 'CSV_EXPORT'];
/** Which functionality ids each profile holds: USER none, PREMIUM all but DEV, DEV and ADMIN all. */
const PROFILE_FUNCTIONALITIES: Record<number, number[]> = {
  2: [1, 3, 4, 5, 6],
  3: [1, 2, 3, 4, 5, 6],
  4: [1, 2, 3, 4, 5, 6],
};
const CURRENCIES = [
  { id: 1, name: 'Euro', symb: '€', abrv: 'EUR' },
  { id: 2, name: 'US Dollar', symb: '$', abrv: 'USD' },
  { id: 3, name: 'Pound sterling', symb: '£', abrv: 'GBP' },
  { id: 4, name: 'Swiss franc', symb: 'CHF', abrv: 'CHF' },
  { id: 5, name: 'Canadian dollar', symb: '$', abrv: 'CAD' },
  { id: 6, name: 'Australian dollar', symb: '$', abrv: 'AUD' },
  { id: 7, name: 'New Zealand dollar', symb: '$', abrv: 'NZD' },
  { id: 8, name: 'Japanese yen', symb: '¥', abrv: 'JPY' },
];

async function insertReferenceData(db: Kysely<any>): Promise<void> {
  await db.insertInto('profiles').values(PROFILES).execute();
  await db
    .insertInto('functionalities')
    .values(FUNCTIONALITIES.map((code, i) => ({ id: i + 1, code })))
    .execute();
  const links = Object.entries(PROFILE_FUNCTIONALITIES).flatMap(([profileId, ids]) =>
    ids.map((functionalityId) => ({
      profile_id: Number(profileId),
      functionality_id: functionalityId,
    })),
  );
  await db.insertInto('profile_functionalities').values(links).execute();
  await db.insertInto('currencies').values(CURRENCIES).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'cgu_agreements',
    'cgus',
    'subscriptions',
    'sessions',
    'user_roles',
    'users',
    'currencies',
    'profile_functionalities',
    'functionalities',
    'profiles',
    'app_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
