import type { Kysely } from 'kysely';

/** The address an email-change token confirms; empty for the other purposes. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_tokens').addColumn('new_email', 'varchar(255)').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('user_tokens').dropColumn('new_email').execute();
}
