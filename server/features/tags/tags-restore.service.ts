import type { Executor } from '../../db/database';
import * as repository from './tags-restore.repository';

/** Restores an exported user's tags (data portability); answers their new ids in order. */
export function restoreTags(db: Executor, userId: number, names: readonly string[]) {
  return repository.insertTags(db, userId, names);
}
