import type { Kysely } from 'kysely';

// Each periodic task runs on one app server at a time: its row names the server holding it and
// until when; another server takes it, with one conditional update, only once it has expired.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('holder', 'varchar(128)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
}
