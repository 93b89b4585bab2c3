import { searchFold } from '../../../contract/operations-search';
import { bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';

/** Inserts the tags in the order given; answers their ids in that order. */
export function insertTags(db: Executor, userId: number, names: readonly string[]) {
  const rows = names.map((name) => ({ userId, name, nameFolded: searchFold(name) }));
  return bulkInsertReturningIds(db, 'tags', rows);
}
