import { sql, type Kysely } from 'kysely';

// Sign-in throttling that never locks the owner out: a slowdown per login (a wait that grows with
// the failures from unknown browsers, not a lock) and the browsers that signed in to an account
// before, each with its own failure budget. Both tables hold counters only, no secret.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sign_in_slowdowns')
    .addColumn('login_key', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_failure_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('next_attempt_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('sign_in_slowdowns_failures_ck', sql`failures >= 1`)
    .execute();

  await db.schema
    .createTable('sign_in_devices')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('sign_in_devices_failures_ck', sql`failures >= 0`)
    .execute();
  await db.schema
    .createIndex('sign_in_devices_user_idx')
    .on('sign_in_devices')
    .columns(['user_id', 'last_sign_in_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_devices').execute();
  await db.schema.dropTable('sign_in_slowdowns').execute();
}
