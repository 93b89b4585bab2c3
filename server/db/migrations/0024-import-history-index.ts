import type { Kysely } from 'kysely';

// Reverting an incorporation of 10,000 lines took 5 s on PostgreSQL: each deleted operation's
// cascade to its history entry (`user_id = $1 and operation_id = $2`, a plan kept for the
// connection) read every entry of the user through the incorporation index, which also starts
// with user_id, whenever the statistics still counted the table nearly empty (soon after a first
// import). On the incorporation id alone, that index cannot serve the cascade, which takes the
// unique (user_id, operation_id) one; reading an incorporation's entries still uses it.

const INDEX = 'import_incorporated_lines_incorporation_idx';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema
    .createIndex(INDEX)
    .on('import_incorporated_lines')
    .column('incorporation_id')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema
    .createIndex(INDEX)
    .on('import_incorporated_lines')
    .columns(['user_id', 'incorporation_id'])
    .execute();
}
