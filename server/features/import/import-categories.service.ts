import { comparisonKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { categoryIdsByName } from '../categories/categories-names.service';

/** A file's category name to the user's category id, null when none is named so. */
export type CategoryByName = (name: string | null) => number | null;

/**
 * The one lookup of a file's category names, for whole lines and split parts alike: the user's
 * category named like the name's leaf (QIF "Parent:Child" gives Child), case, accents and
 * spacing ignored; the first by id when names repeat.
 */
export async function categoryFinder(db: Executor, userId: number): Promise<CategoryByName> {
  const byName = await categoryIdsByName(db, userId);
  return (name) => {
    const leaf = name?.split(':').at(-1)?.trim() ?? '';
    return leaf === '' ? null : (byName.get(comparisonKey(leaf)) ?? null);
  };
}
