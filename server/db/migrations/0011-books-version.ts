import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Issue 9 (month page throughput): books_versions holds, per user, a number the database itself
// bumps in the transaction of every change of what the operations list shows — operations, their
// parts and part tags, and the names or settings of payees, categories, tags, accounts and the
// preferences (main account). An app server may keep an answer built at version N and serve it
// again while the version is still N: one indexed read per request, and several app servers
// never serve a stale page, whichever server or job made the change.
//
// Triggers only UPDATE an existing row (a row per user, made by a trigger on users), so deleting
// a user, whose cascade deletes rows of these tables after its own row, never re-creates it.

const WATCHED: Record<string, readonly ('insert' | 'update' | 'delete')[]> = {
  operations: ['insert', 'update', 'delete'],
  split_operations: ['insert', 'update', 'delete'],
  split_operation_tags: ['insert', 'update', 'delete'],
  payees: ['update', 'delete'],
  categories: ['update', 'delete'],
  tags: ['update', 'delete'],
  accounts: ['update', 'delete'],
  preferences: ['insert', 'update'],
};

function triggerName(table: string, event: string): string {
  return `${table}_books_${event}_trg`;
}

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  await sql
    .raw(
      `create trigger users_books_version_trg after insert on users begin
         insert into books_versions (user_id, version) values (new.id, 0); end`,
    )
    .execute(db);
  for (const [table, events] of Object.entries(WATCHED)) {
    for (const event of events) {
      const row = event === 'delete' ? 'old' : 'new';
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on ${table} begin
             update books_versions set version = version + 1 where user_id = ${row}.user_id; end`,
        )
        .execute(db);
    }
  }
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  for (const rows of ['new_rows', 'old_rows']) {
    await sql
      .raw(
        `create function books_version_bump_${rows}() returns trigger language plpgsql as $$
         begin
           update books_versions set version = version + 1
           where user_id in (select distinct user_id from ${rows});
           return null;
         end $$`,
      )
      .execute(db);
  }
  await sql
    .raw(
      `create function books_version_create() returns trigger language plpgsql as $$
       begin
         insert into books_versions (user_id, version) select id, 0 from new_rows;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger users_books_version_trg after insert on users
       referencing new table as new_rows for each statement execute function books_version_create()`,
    )
    .execute(db);
  for (const [table, events] of Object.entries(WATCHED)) {
    for (const event of events) {
      const rows = event === 'delete' ? 'old_rows' : 'new_rows';
      const transition = event === 'delete' ? 'old table as old_rows' : 'new table as new_rows';
      await sql
        .raw(
          `create trigger ${triggerName(table, event)} after ${event} on ${table}
           referencing ${transition} for each statement
           execute function books_version_bump_${rows}()`,
        )
        .execute(db);
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('books_versions')
    .addColumn('user_id', 'bigint', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('version', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into books_versions (user_id, version) select id, 0 from users`.execute(db);
  if (isPostgres(db)) await createPostgresTriggers(db);
  else await createSqliteTriggers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  const tables = [...Object.entries(WATCHED), ['users', ['version']] as const];
  for (const [table, events] of tables) {
    for (const event of events) {
      const name = table === 'users' ? 'users_books_version_trg' : triggerName(table, event);
      await sql.raw(`drop trigger ${name}${postgres ? ` on ${table}` : ''}`).execute(db);
    }
  }
  if (postgres) {
    for (const fn of ['new_rows', 'old_rows']) {
      await sql.raw(`drop function books_version_bump_${fn}()`).execute(db);
    }
    await sql.raw('drop function books_version_create()').execute(db);
  }
  await db.schema.dropTable('books_versions').execute();
}
