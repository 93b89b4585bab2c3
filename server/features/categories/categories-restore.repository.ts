import { searchFold } from '../../../contract/operations-search';
import { chunked } from '../../db/bind-limit';
import { bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { Flag } from '../../db/schema';

export interface CategoryRestoreRow {
  parentId: number | null;
  similarId: number | null;
  name: string;
  debitCredit: -1 | 1;
  enabled: Flag;
  sortIndex: number;
  level: number;
  owned: Flag;
}

export function deleteCategoriesOfUser(db: Executor, userId: number) {
  return db.deleteFrom('categories').where('userId', '=', userId).execute();
}

export function insertCategoryRows(
  db: Executor,
  userId: number,
  rows: readonly CategoryRestoreRow[],
) {
  return bulkInsertReturningIds(
    db,
    'categories',
    rows.map((row) => ({ ...row, userId, nameFolded: searchFold(row.name) })),
  );
}

/** The ids among these (as many as a document names) that are template categories. */
export async function findTemplateIds(db: Executor, ids: readonly number[]) {
  const rows = await chunked(ids, (slice) =>
    db
      .selectFrom('categories')
      .select('id')
      .where('userId', 'is', null)
      .where('id', 'in', slice)
      .execute(),
  );
  return new Set(rows.map((row) => row.id));
}
