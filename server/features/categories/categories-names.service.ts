import { comparisonKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import * as repository from './categories.repository';

/**
 * The user's categories by name, case, accents and spacing ignored (a bank file names them in
 * text); a name two categories share goes to the first one, in id order.
 */
export async function categoryIdsByName(
  db: Executor,
  userId: number,
): Promise<Map<string, number>> {
  const rows = await repository.findCategoriesOfUser(db, userId);
  const byName = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.id - b.id)) {
    const key = comparisonKey(row.name);
    if (!byName.has(key)) byName.set(key, row.id);
  }
  return byName;
}
