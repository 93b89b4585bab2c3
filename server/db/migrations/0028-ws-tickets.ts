import type { Kysely } from 'kysely';

// A real-time ticket opens one connection, once, for the session that asked for it: kept in the
// database so any app server can consume it, and deleted with its session.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ws_tickets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('session_id', 'varchar(64)', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ws_tickets_session_idx')
    .on('ws_tickets')
    .column('session_id')
    .execute();
  await db.schema
    .createIndex('ws_tickets_expiry_idx')
    .on('ws_tickets')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ws_tickets').execute();
}
