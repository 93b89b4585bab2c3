import { searchFold } from '../../../contract/operations-search';
import type { Executor } from '../../db/database';
import { PAYEES } from './catalogue';
import type { Prng } from './prng';
import { sortedIds } from './setup';

/**
 * How many accounts, categories and payees a generated user has in all (benchmarks ask more); the
 * plan makes the accounts (household.ts), with their operations.
 */
export interface ReferenceVolume {
  accounts?: number;
  categories?: number;
  payees?: number;
  /** Planned operations in all (insert-plan-volume.ts). */
  plans?: number;
}

/** Rows per INSERT: well under the bound-parameter limits of SQLite and PostgreSQL. */
const BATCH = 400;

async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += BATCH) await insert(rows.slice(at, at + BATCH));
}

const extra = (wanted: number | undefined, existing: number) =>
  Math.max(0, (wanted ?? 0) - existing);

/**
 * Extra categories, as if the user created them, go one level under the existing top-level ones,
 * each with its parent's template.
 */
async function addCategories(db: Executor, userId: number, count: number) {
  const parents = await db
    .selectFrom('categories')
    .select(['id', 'similarId', 'debitCredit'])
    .where('userId', '=', userId)
    .where('level', '=', 1)
    .orderBy('id')
    .execute();
  const rows = Array.from({ length: count }, (_, i) => {
    const parent = parents[i % parents.length] as (typeof parents)[number];
    const name = `Sous-catégorie ${i + 1}`;
    return {
      userId,
      parentId: parent.id,
      similarId: parent.similarId,
      name,
      nameFolded: searchFold(name),
      debitCredit: parent.debitCredit,
      sortIndex: 1_000 + i,
      level: 2,
      owned: 1 as const,
    };
  });
  await insertInBatches(rows, (batch) => db.insertInto('categories').values(batch).execute());
}

async function addPayees(db: Executor, userId: number, count: number, random: Prng) {
  const categories = await db
    .selectFrom('categories')
    .select('id')
    .where('userId', '=', userId)
    .where('debitCredit', '=', -1)
    .execute();
  const rows = Array.from({ length: count }, (_, i) => {
    const name = `Commerce ${PAYEES.length + i + 1}`;
    return {
      userId,
      name,
      nameFolded: searchFold(name),
      debitCredit: -1 as const,
      debitCategoryId: random.pick(categories).id,
    };
  });
  await insertInBatches(rows, async (batch) => {
    const ids = sortedIds(await db.insertInto('payees').values(batch).returning('id').execute());
    const keywords = ids.map((payeeId) => ({ userId, payeeId, keyword: `COMMERCE${payeeId}` }));
    await db.insertInto('payeeKeywords').values(keywords).execute();
  });
}

/** Tops a generated user up to `volume`; what the standard data already has counts. */
export async function addReferenceVolume(
  db: Executor,
  userId: number,
  volume: ReferenceVolume,
  context: { startDate: string; random: Prng },
): Promise<void> {
  const categories = await db
    .selectFrom('categories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  await addCategories(db, userId, extra(volume.categories, Number(categories.count)));
  await addPayees(db, userId, extra(volume.payees, PAYEES.length), context.random);
}
