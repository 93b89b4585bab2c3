import type { Kysely } from 'kysely';
import { searchFold } from '../../../contract/operations-search';

// Frozen with migration 0010: change nothing here, add a new migration instead.

export interface FoldedColumn {
  table: string;
  source: string;
  target: string;
}

/** Rows per round: 5,000 ids and texts (10,000 values) stay under SQLite's 32,766 parameters. */
const BATCH = 5_000;
const SCRATCH = 'search_fold_batch';

/**
 * Fills `target` with searchFold(`source`) in JS, so both databases hold the very same text:
 * rows read by id in batches, their folded texts put in a scratch table, then one UPDATE a batch.
 */
export async function backfillFolded(db: Kysely<any>, columns: readonly FoldedColumn[]) {
  await db.schema
    .createTable(SCRATCH)
    .temporary()
    .addColumn('id', 'bigint', (c) => c.primaryKey())
    .addColumn('folded', 'text', (c) => c.notNull())
    .execute();
  for (const column of columns) await backfillColumn(db, column);
  await db.schema.dropTable(SCRATCH).execute();
}

async function backfillColumn(db: Kysely<any>, { table, source, target }: FoldedColumn) {
  let after = 0;
  for (;;) {
    const rows: { id: number | string; text: string }[] = await db
      .selectFrom(table)
      .select(['id', `${source} as text`])
      .where('id', '>', after)
      .where(source, 'is not', null)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]!.id);
    const folded = rows
      .map((row) => ({ id: Number(row.id), folded: searchFold(row.text) }))
      .filter((row) => row.folded !== '');
    if (folded.length === 0) continue;
    await db.insertInto(SCRATCH).values(folded).execute();
    await db
      .updateTable(table)
      .set({
        [target]: db
          .selectFrom(`${SCRATCH} as f`)
          .select('f.folded')
          .whereRef('f.id', '=', `${table}.id`),
      })
      .where('id', 'in', db.selectFrom(SCRATCH).select('id'))
      .execute();
    await db.deleteFrom(SCRATCH).execute();
  }
}
