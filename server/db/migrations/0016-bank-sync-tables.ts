import { sql, type Kysely } from 'kysely';
import { BI_CONNECTION_STATES, BI_IMPORTER_TYPES, BI_WEBHOOK_EVENTS } from './0016-bank-sync-lists';
import { isPostgres } from './helpers';

// Frozen with migration 0016: the tables of bank synchronisation.

const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');

/** The provider-side user of each person: its permanent token (encrypted) and the sync state. */
export async function createBiUsers(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bi_users')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('provider_user_id', 'bigint')
    .addColumn('token', 'text')
    .addColumn('sync_status', 'varchar(10)', (c) =>
      c
        .notNull()
        .defaultTo('IDLE')
        .check(sql`sync_status in ('IDLE', 'PENDING')`),
    )
    .addColumn('sync_requested_at', 'varchar(30)')
    .addColumn('last_sync_at', 'varchar(30)')
    .addCheckConstraint(
      'bi_users_pending_ck',
      sql`sync_status = 'IDLE' or sync_requested_at is not null`,
    )
    .execute();
}

/** The user's connections to banks at the provider, with their state (null when healthy). */
export async function createBiConnections(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bi_connections')
    .addColumn('user_id', 'bigint', (c) =>
      c.notNull().references('bi_users.user_id').onDelete('cascade'),
    )
    .addColumn('id', 'bigint', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('connector_id', 'bigint')
    .addColumn('state', 'varchar(40)', (c) =>
      c.check(sql.raw(`state in (${quoted(BI_CONNECTION_STATES)})`)),
    )
    .addColumn('last_update', 'varchar(30)')
    .addPrimaryKeyConstraint('bi_connections_pk', ['user_id', 'id'])
    .execute();
}

/**
 * One bank account of a connection and how it is imported: into which local account, from when.
 * Losing the local account nulls the target (PostgreSQL nulls that column only; SQLite's composite
 * key is NO ACTION and a single-column key nulls the column first, the way of 0014).
 */
export async function createBiImporters(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  let table = db.schema
    .createTable('bi_importers')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('origin_id', 'bigint', (c) => c.notNull())
    .addColumn('connection_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('number', 'varchar(50)')
    .addColumn('currency', 'varchar(3)')
    .addColumn('target_account_id', 'bigint', (c) =>
      postgres ? c : c.references('accounts.id').onDelete('set null'),
    )
    .addColumn('type', 'varchar(15)', (c) =>
      c.check(sql.raw(`type in (${quoted(BI_IMPORTER_TYPES)})`)),
    )
    .addColumn('date', 'date')
    .addPrimaryKeyConstraint('bi_importers_pk', ['user_id', 'origin_id'])
    .addCheckConstraint(
      'bi_importers_date_ck',
      sql`case when type = 'FROM_DATE' then date is not null else date is null end`,
    )
    .addCheckConstraint(
      'bi_importers_target_ck',
      sql`target_account_id is null or type is not null`,
    )
    .addForeignKeyConstraint(
      'bi_importers_connection_fk',
      ['user_id', 'connection_id'],
      'bi_connections',
      ['user_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    );
  if (!postgres) {
    table = table.addForeignKeyConstraint(
      'bi_importers_target_account_id_fk',
      ['user_id', 'target_account_id'],
      'accounts',
      ['user_id', 'id'],
    );
  }
  await table.execute();
  if (postgres) {
    await sql`alter table "bi_importers" add constraint "bi_importers_target_account_id_fk"
      foreign key ("user_id", "target_account_id") references "accounts" ("user_id", "id")
      on delete set null ("target_account_id")`.execute(db);
  }
  await sql`create unique index "bi_importers_target_uq" on "bi_importers" (user_id, target_account_id)
    where target_account_id is not null`.execute(db);
  await db.schema
    .createIndex('bi_importers_connection_idx')
    .on('bi_importers')
    .columns(['user_id', 'connection_id'])
    .execute();
}

/** Webhook deliveries already handled, by id, so a replay changes nothing. */
export async function createBiWebhookEvents(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bi_webhook_events')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('event', 'varchar(30)', (c) =>
      c.notNull().check(sql.raw(`event in (${quoted(BI_WEBHOOK_EVENTS)})`)),
    )
    .addColumn('received_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('bi_webhook_events_received_idx')
    .on('bi_webhook_events')
    .column('received_at')
    .execute();
}
