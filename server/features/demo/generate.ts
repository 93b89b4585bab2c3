import { FALLBACK_LANGUAGE, isLanguage } from '../../../contract/languages';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { copyTemplateCategories } from '../categories/categories.service';
import { rebuildRollups } from '../operations/write/operations-rollups.service';
import { findUserById } from '../users/users.service';
import { todayIso } from './dates';
import { insertOperations, type References } from './insert-operations';
import type { GeneratedOperation } from './generated-operations';
import { insertPlanning } from './insert-planning';
import { planOperations } from './plan';
import { Prng } from './prng';
import { addReferenceVolume, type ReferenceVolume } from './reference-volume';
import { insertAccounts, insertPayees, insertTags, type AccountIds } from './setup';

export interface GenerateOptions {
  /** Exactly this many operations (each transfer leg counts as one). */
  operations: number;
  seed: number;
  /** Last day of the generated period, ISO; today by default. */
  endDate?: string;
  /** The period in years; by default about 70 operations a month, up to 25 years. */
  years?: number;
  /** More accounts (each with its operations), categories and payees (benchmarks). */
  volume?: ReferenceVolume;
}

/**
 * Writes a user's planned operations and sums their rollups: at once by default; the bulk seed
 * (bulk-operations.ts) gathers many users' operations and writes them together.
 */
export type OperationsWriter = (
  db: Executor,
  userId: number,
  plan: readonly GeneratedOperation[],
  refs: References,
) => Promise<void>;

const writeNow: OperationsWriter = async (db, userId, plan, refs) => {
  await insertOperations(db, userId, plan, refs);
  // Operations are inserted directly for speed: their rollups are summed once they are all in.
  await rebuildRollups(db, userId);
};

export interface GeneratedData {
  accounts: AccountIds;
  operations: number;
  startDate: string;
}

/**
 * Fills an existing user with banks, accounts, its category tree, payees, tags, a budget, planned
 * operations and `operations` operations, deterministically for a given seed and end date.
 */
export function generateUserData(
  db: Executor,
  userId: number,
  options: GenerateOptions,
  writeOperations: OperationsWriter = writeNow,
): Promise<GeneratedData> {
  const endDate = options.endDate ?? todayIso();
  const plan = planOperations({ ...options, endDate, accounts: options.volume?.accounts });
  const { startDate, operations } = plan;
  return inTransaction(db, async (trx) => {
    const accounts = await insertAccounts(trx, userId, startDate, plan.accounts);
    const language = (await findUserById(trx, userId))?.language;
    const categories = await copyTemplateCategories(
      trx,
      userId,
      isLanguage(language) ? language : FALLBACK_LANGUAGE,
    );
    const payees = await insertPayees(trx, userId, categories);
    const tags = await insertTags(trx, userId);
    const typeRows = await trx.selectFrom('operationTypes').select(['id', 'abrv']).execute();
    const types = new Map(typeRows.map((t) => [t.abrv, t.id]));
    const refs = { accounts, categories, payees, tags, types };
    await insertPlanning(trx, userId, operations, refs, {
      endDate,
      plans: options.volume?.plans,
      random: new Prng(options.seed + 1),
    });
    if (options.volume) {
      const random = new Prng(options.seed);
      await addReferenceVolume(trx, userId, options.volume, { startDate, random });
    }
    await writeOperations(trx, userId, operations, refs);
    return { accounts, operations: operations.length, startDate };
  });
}
