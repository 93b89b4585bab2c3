import type { Kysely } from 'kysely';

/**
 * Keywords by payee, in the order they were entered, read from the index alone: the payees list
 * reads every keyword of the user, and saving or deleting a payee finds its keywords (the
 * cascade included) without going through all of the user's.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('payee_keywords_payee_idx')
    .on('payee_keywords')
    .columns(['user_id', 'payee_id', 'id', 'keyword'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('payee_keywords_payee_idx').execute();
}
