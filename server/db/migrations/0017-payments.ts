import { sql, type Kysely } from 'kysely';
import { rebuildTable, withForeignKeysOff } from './0004-finance-integrity-sqlite';
import { idConstraints, idType, isPostgres } from './helpers';

// Issue 14 (subscriptions and payments through PayPal, spec 000 §1, §3, §4, §7, §9).
//
// - subscriptions gains the provider's state: status (the provider's word, re-read on every
//   webhook), next_billing_date (end of the paid period), ends_at (the day a cancelled or
//   suspended subscription stops giving premium), updated_at. Enumerations and flags become
//   CHECKs (SQLite rebuilds the table, PostgreSQL adds them); a provider id names one row.
// - users gains subscription_action_at (the 15-minute window of §4) and premium_gifted (a
//   premium given by an admin, which no subscription event takes away).
// - discovery_trials keeps, per person (a hash of the folded e-mail address, else of the login
//   key), the day the trial started: it survives the account so a trial is once per person.
// - payment_webhook_events holds every applied webhook id (deduplication).
// - user_events is the list GET api/event serves.

const list = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
const check = (name: string, expression: string) => `constraint "${name}" check (${expression})`;

const STATUSES = ['APPROVAL_PENDING', 'APPROVED', 'ACTIVE', 'SUSPENDED', 'CANCELLED', 'EXPIRED'];
const PAYMENT_MODES = [
  'PREMIUM_MENSUEL',
  'PREMIUM_ANNUEL',
  'AUTOIMPORT_MENSUEL',
  'AUTOIMPORT_ANNUEL',
];
const EVENT_TYPES = [
  'SUBSCRIPTION_REQUESTED',
  'SUBSCRIPTION_ACTIVATED',
  'SUBSCRIPTION_CANCELLED',
  'SUBSCRIPTION_SUSPENDED',
  'SUBSCRIPTION_EXPIRED',
  'PAYMENT_FAILED',
  'PAYMENT_COMPLETED',
  'PREMIUM_ENDED',
  'DISCOVERY_STARTED',
];

const SUBSCRIPTION_RULES = {
  table: 'subscriptions',
  columns: [],
  keys: [],
  constraints: [
    check('subscriptions_type_ck', `type in ('PREMIUM', 'AUTO_IMPORT')`),
    check('subscriptions_amount_ck', 'amount >= 0'),
    check('subscriptions_flags_ck', 'deleted in (0, 1) and trial in (0, 1)'),
    check(
      'subscriptions_mode_ck',
      `payment_mode is null or payment_mode in (${list(PAYMENT_MODES)})`,
    ),
    check('subscriptions_status_ck', `status in (${list(STATUSES)})`),
  ],
};

export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of [
    ['status', `varchar(20) not null default 'ACTIVE'`],
    ['next_billing_date', 'varchar(30)'],
    ['ends_at', 'varchar(30)'],
    ['updated_at', 'varchar(30)'],
  ]) {
    await sql.raw(`alter table "subscriptions" add column "${name}" ${type}`).execute(db);
  }
  if (isPostgres(db)) {
    for (const constraint of SUBSCRIPTION_RULES.constraints) {
      await sql.raw(`alter table "subscriptions" add ${constraint}`).execute(db);
    }
  } else {
    await withForeignKeysOff(db, (trx) => rebuildTable(trx, SUBSCRIPTION_RULES));
  }
  await db.schema
    .createIndex('subscriptions_provider_uq')
    .on('subscriptions')
    .column('provider_subscription_id')
    .unique()
    .execute();
  await sql.raw(`alter table "users" add column "subscription_action_at" varchar(30)`).execute(db);
  await sql
    .raw(
      `alter table "users" add column "premium_gifted" smallint not null default 0 ` +
        `constraint "users_premium_gifted_ck" check (premium_gifted in (0, 1))`,
    )
    .execute(db);
  await createTables(db);
}

async function createTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('discovery_trials')
    .addColumn('person_key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('event_type', 'varchar(60)', (c) => c.notNull())
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('user_events')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('provider_subscription_id', 'varchar(100)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('user_events_type_ck', sql.raw(`type in (${list(EVENT_TYPES)})`))
    .execute();
  await db.schema
    .createIndex('user_events_user_idx')
    .on('user_events')
    .columns(['user_id', 'created_at'])
    .execute();
}

const NEW_SUBSCRIPTION_COLUMNS = ['status', 'next_billing_date', 'ends_at', 'updated_at'];

/** SQLite: subscriptions as 0001 made it, its rows kept (the columns of up come after 0001's). */
async function restoreSqliteSubscriptions(trx: Kysely<any>): Promise<void> {
  const { rows } = await sql<{ sql: string }>`
    select sql from sqlite_master where type = 'table' and name = 'subscriptions'`.execute(trx);
  const create = rows[0]!.sql;
  const original = `${create.slice(0, create.indexOf(', "status" '))})`;
  await sql.raw(original.replace('"subscriptions"', '"subscriptions__0017"')).execute(trx);
  const columns = await sql<{ name: string }>`
    select name from pragma_table_info('subscriptions')`.execute(trx);
  const kept = columns.rows
    .map((c) => c.name)
    .filter((name) => !NEW_SUBSCRIPTION_COLUMNS.includes(name))
    .map((name) => `"${name}"`)
    .join(', ');
  await sql
    .raw(`insert into "subscriptions__0017" (${kept}) select ${kept} from "subscriptions"`)
    .execute(trx);
  await sql.raw('drop table "subscriptions"').execute(trx);
  await sql.raw('alter table "subscriptions__0017" rename to "subscriptions"').execute(trx);
  await sql
    .raw('create index "subscriptions_user_idx" on "subscriptions" ("user_id")')
    .execute(trx);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['user_events', 'payment_webhook_events', 'discovery_trials']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('subscriptions_provider_uq').execute();
  await db.schema.alterTable('users').dropColumn('subscription_action_at').execute();
  await db.schema.alterTable('users').dropColumn('premium_gifted').execute();
  if (!isPostgres(db)) {
    await withForeignKeysOff(db, restoreSqliteSubscriptions);
    return;
  }
  for (const constraint of ['type', 'amount', 'flags', 'mode', 'status']) {
    await sql
      .raw(`alter table "subscriptions" drop constraint "subscriptions_${constraint}_ck"`)
      .execute(db);
  }
  for (const column of NEW_SUBSCRIPTION_COLUMNS) {
    await db.schema.alterTable('subscriptions').dropColumn(column).execute();
  }
}
