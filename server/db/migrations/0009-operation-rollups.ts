import { sql, type Kysely } from 'kysely';
import {
  createAccountMonthSums,
  createAccountStatements,
  createCategoryMonthSums,
  createIdempotencyKeys,
} from './0009-operation-rollups-tables';
import { isPostgres } from './helpers';

// Issue 9: storage the operations need.
//
// - Two rollups the operations write service keeps exact in the transaction of every write:
//   account_month_sums (balances read the earlier months from it, never the whole history) and
//   category_month_sums (budgets, analysis, home page). Filled here from the existing operations.
// - operations.version, bumped by every change of an operation or its parts (If-Match → 412).
// - split_operation_tags (user_id, split_operation_id): SQLite checks a foreign key's children
//   through an index on exactly its columns, and without it scanned every tag of the database for
//   each deleted part (500 operations deleted: 630 ms with 4,000 tags, 9 ms with the index).
// - idempotency_keys (a repeated transfer or bulk delete replays its first answer) and
//   account_statements (reconciliation), used by later work.
//
// Down drops it all again (the rollups are derived data; statements and keys are lost).

/** 'yyyy-MM' of a date column, the same text on both databases. */
function month(db: Kysely<any>, column: string): string {
  return isPostgres(db) ? `to_char(${column}, 'YYYY-MM')` : `substr(${column}, 1, 7)`;
}

async function backfill(db: Kysely<any>): Promise<void> {
  const opMonth = month(db, 'date');
  await sql
    .raw(
      `insert into account_month_sums (user_id, account_id, month, total, pointed_total, count)
       select user_id, account_id, ${opMonth}, sum(amount),
              sum(case when state = 'P' then amount else 0 end), count(*)
       from operations group by user_id, account_id, ${opMonth}`,
    )
    .execute(db);
  const partMonth = month(db, 'p.value_date');
  const transfer = `case when o.operation_type = 'TRANSFER' then 1 else 0 end`;
  await sql
    .raw(
      `insert into category_month_sums
         (user_id, account_id, category_id, month, is_transfer, total, count)
       select p.user_id, p.account_id, p.category_id, ${partMonth}, ${transfer},
              sum(p.amount), count(*)
       from split_operations p join operations o on o.id = p.operation_id
       group by p.user_id, p.account_id, p.category_id, ${partMonth}, ${transfer}`,
    )
    .execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('operations')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createIndex('split_operation_tags_part_idx')
    .on('split_operation_tags')
    .columns(['user_id', 'split_operation_id'])
    .execute();
  await createAccountMonthSums(db);
  await createCategoryMonthSums(db);
  await createIdempotencyKeys(db);
  await createAccountStatements(db);
  await backfill(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'account_statements',
    'idempotency_keys',
    'category_month_sums',
    'account_month_sums',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.dropIndex('split_operation_tags_part_idx').execute();
  await db.schema.alterTable('operations').dropColumn('version').execute();
}
