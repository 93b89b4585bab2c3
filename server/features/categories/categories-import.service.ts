import type { Executor } from '../../db/database';
import * as repository from './categories-import.repository';

/** The user's categories by name, for the category names a bank file gives its lines. */
export function listCategoryNames(
  db: Executor,
  userId: number,
): Promise<{ id: number; name: string }[]> {
  return repository.findCategoryNames(db, userId);
}
