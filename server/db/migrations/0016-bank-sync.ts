import { sql, type Kysely } from 'kysely';
import {
  createBiConnections,
  createBiImporters,
  createBiUsers,
  createBiWebhookEvents,
} from './0016-bank-sync-tables';

// Issue 13: bank synchronisation through the aggregator.
//
// - bi_users: the provider-side user of a person, its permanent token encrypted at rest
//   (AES-256-GCM, server/features/bi/bi-token-cipher.ts), and whether a sync is running.
// - bi_connections: the person's bank connections at the provider and their state.
// - bi_importers: the importer entries (which bank account goes to which local account, how).
// - bi_webhook_events: ids of webhook deliveries handled, so a replay changes nothing.
// - accounts: one local account per provider account and user.
// - operations: the provider's transaction id (unique per account where set) and whether the
//   line was still pending, so that it is found again when it posts.

const TABLES = ['bi_webhook_events', 'bi_importers', 'bi_connections', 'bi_users'];

async function addOperationColumns(db: Kysely<any>) {
  await db.schema.alterTable('operations').addColumn('bi_transaction_id', 'bigint').execute();
  await db.schema
    .alterTable('operations')
    .addColumn('bi_pending', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`bi_pending in (0, 1) and (bi_pending = 0 or bi_transaction_id is not null)`),
    )
    .execute();
  await sql`create unique index "operations_bi_transaction_uq"
    on "operations" (user_id, account_id, bi_transaction_id)
    where bi_transaction_id is not null`.execute(db);
  await sql`create index "operations_bi_pending_idx" on "operations" (user_id, account_id)
    where bi_pending = 1`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`create unique index "accounts_bi_account_uq" on "accounts" (user_id, bi_account_id)
    where bi_account_id is not null`.execute(db);
  await addOperationColumns(db);
  await createBiUsers(db);
  await createBiConnections(db);
  await createBiImporters(db);
  await createBiWebhookEvents(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
  for (const index of [
    'operations_bi_pending_idx',
    'operations_bi_transaction_uq',
    'accounts_bi_account_uq',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  for (const column of ['bi_pending', 'bi_transaction_id']) {
    await db.schema.alterTable('operations').dropColumn(column).execute();
  }
}
