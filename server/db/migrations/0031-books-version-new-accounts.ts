import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Issue 27 (heavy reads): an analysis answer is kept per user while the books version holds
// (docs/decisions/heavy-reads.md). A new account changes an analysis of all the accounts — its
// initial balance in the accumulated lines, its line with emptyAccount, the currency first by
// name — without changing any operation: its creation bumps the version too. (Migration 0011
// watched only updates and deletes of accounts: a month page names its accounts.)

const TRIGGER = 'accounts_books_insert_trg';

export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create trigger ${TRIGGER} after insert on accounts
         referencing new table as new_rows for each statement
         execute function books_version_bump_new_rows()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `create trigger ${TRIGGER} after insert on accounts begin
         update books_versions set version = version + 1 where user_id = new.user_id; end`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql.raw(`drop trigger ${TRIGGER}${isPostgres(db) ? ' on accounts' : ''}`).execute(db);
}
