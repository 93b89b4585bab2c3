import { sql, type Kysely } from 'kysely';
import { backfillFolded, type FoldedColumn } from './0010-operation-search-backfill';
import { isPostgres } from './helpers';

// Issue 9 §4, §7: the text of the operations search, stored folded by the contract's searchFold
// (computed in JS on every write, so SQLite and PostgreSQL compare the very same text):
// operations.memo_folded, split_operations.memo_folded, and name_folded of payees, categories
// and tags. '' when there is no text (NOT NULL, so every INSERT must give it).
//
// Indexes: LIKE '%…%' cannot seek a b-tree, but it can read a smaller one. On SQLite the user's
// (memo_folded, payee_id) are read from an index alone instead of the whole operations rows
// (memo scan 30–45 ms → 12 ms over 200,000 operations). Not on PostgreSQL: its planner reads the
// table in parallel anyway, and before the first ANALYZE it took that index for other lookups by
// user (seeding 30,000 operations: 5 s → 90 s). Part memos are rare: a partial index holds only
// the parts that have one, on both databases.

const COLUMNS: readonly FoldedColumn[] = [
  { table: 'operations', source: 'memo', target: 'memo_folded' },
  { table: 'split_operations', source: 'memo', target: 'memo_folded' },
  { table: 'payees', source: 'name', target: 'name_folded' },
  { table: 'categories', source: 'name', target: 'name_folded' },
  { table: 'tags', source: 'name', target: 'name_folded' },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, target } of COLUMNS) {
    await db.schema
      .alterTable(table)
      .addColumn(target, 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  await backfillFolded(db, COLUMNS);
  if (!isPostgres(db)) {
    await db.schema
      .createIndex('operations_memo_folded_idx')
      .on('operations')
      .columns(['user_id', 'memo_folded', 'payee_id'])
      .execute();
  }
  await db.schema
    .createIndex('split_operations_memo_folded_idx')
    .on('split_operations')
    .columns(['user_id', 'memo_folded'])
    .where(sql.ref('memo_folded'), '<>', '')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('split_operations_memo_folded_idx').execute();
  if (!isPostgres(db)) await db.schema.dropIndex('operations_memo_folded_idx').execute();
  for (const { table, target } of COLUMNS) {
    await db.schema.alterTable(table).dropColumn(target).execute();
  }
}
