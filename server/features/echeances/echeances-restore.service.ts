import type { Executor } from '../../db/database';
import type { EcheanceWrite } from './echeances.repository';
import * as repository from './echeances-restore.repository';

export interface RestoredPlan extends EcheanceWrite {
  parts: readonly {
    categoryId: number | null;
    amount: number;
    memo: string | null;
    tagIds: readonly number[];
  }[];
  budgetIds: readonly number[];
}

export interface RestoredOccurrence {
  echeanceId: number;
  dueDate: string;
  state: 'SAVED' | 'MATCHED';
  operationId: number;
}

/** Restores an exported user's planned operations with their parts and budgets; answers the new ids. */
export async function restorePlans(
  db: Executor,
  userId: number,
  plans: readonly RestoredPlan[],
): Promise<number[]> {
  const ids = await repository.insertPlans(
    db,
    plans.map(({ parts: _p, budgetIds: _b, ...plan }) => ({
      ...plan,
      userId,
      autoSave: plan.autoSave ? 1 : 0,
    })),
  );
  const parts = plans.flatMap((plan, i) =>
    plan.parts.map((part) => ({ echeanceId: ids[i]!, part })),
  );
  const partIds = await repository.insertParts(
    db,
    parts.map(({ echeanceId, part: { tagIds: _t, ...values } }) => ({
      ...values,
      userId,
      echeanceId,
    })),
  );
  await repository.insertPartTags(
    db,
    parts.flatMap(({ part }, i) =>
      part.tagIds.map((tagId) => ({ userId, echeanceSplitId: partIds[i]!, tagId })),
    ),
  );
  await repository.insertPlanBudgets(
    db,
    plans.flatMap((plan, i) =>
      plan.budgetIds.map((budgetId) => ({ userId, echeanceId: ids[i]!, budgetId })),
    ),
  );
  return ids;
}

/** Restores which due dates of the plans were saved or matched, once their operations exist. */
export function restoreOccurrences(
  db: Executor,
  userId: number,
  occurrences: readonly RestoredOccurrence[],
  now: string,
) {
  return repository.insertOccurrences(
    db,
    occurrences.map((occurrence) => ({ ...occurrence, userId, createdAt: now })),
  );
}
