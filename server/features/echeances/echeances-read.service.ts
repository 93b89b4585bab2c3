import { groupBy } from '../../../contract/collections';
import { occurrenceDates } from '../../../contract/echeance-occurrences';
import type { IsoDate } from '../../../contract/dates';
import type { EcheanceFrequency } from '../../../contract/echeances';
import type { OperationKind } from '../../../contract/operations';
import type { Executor } from '../../db/database';
import { fillStates } from './echeances-occurrence-state';
import * as repository from './echeances-read.repository';

export type { EcheanceFilter } from './echeances-read.repository';

export interface EcheancePart {
  categoryId: number | null;
  amount: number;
  memo: string | null;
  tagIds: number[];
}

/** A planned operation with its split parts and budgets, as every planning view reads it. */
export interface Echeance {
  id: number;
  accountId: number | null;
  toAccountId: number | null;
  beginDate: IsoDate;
  nextDate: IsoDate | null;
  frequency: EcheanceFrequency;
  autoSave: boolean;
  payeeId: number | null;
  payeeName: string | null;
  typeId: number | null;
  amount: number;
  operationType: OperationKind;
  memo: string | null;
  parts: EcheancePart[];
  budgetIds: number[];
}

/** Where an occurrence stands: still planned, saved as an operation, or matched with one. */
export type OccurrenceState = 'PLANNED' | 'SAVED' | 'MATCHED';

/** One dated occurrence of a plan. */
export interface EcheanceOccurrence {
  plan: Echeance;
  date: IsoDate;
  state: OccurrenceState;
  /** The operation it was saved as or matched with. */
  operationId: number | null;
  /** A planned occurrence's likely real operation (same account and amount, a close date). */
  proposedOperationId: number | null;
}

/** The plans of the owners with parts and budgets, each with its owner's id. */
async function readPlans(
  db: Executor,
  owners: repository.Owners,
  filter: repository.EcheanceFilter,
) {
  const rows = await repository.findEcheances(db, owners, filter);
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const parts = await repository.findEcheanceParts(db, owners, ids);
  const tags = parts.length
    ? await repository.findEcheancePartTags(
        db,
        owners,
        parts.map((part) => part.id),
      )
    : [];
  const tagsByPart = groupBy(tags, (tag) => tag.echeanceSplitId);
  const partsByPlan = groupBy(parts, (part) => part.echeanceId);
  const budgetsByPlan = groupBy(
    await repository.findEcheanceBudgets(db, owners, ids),
    (b) => b.echeanceId,
  );
  return rows.map(({ userId, ...row }) => ({
    userId,
    plan: {
      ...row,
      frequency: row.frequency as EcheanceFrequency,
      autoSave: row.autoSave === 1,
      parts: (partsByPlan.get(row.id) ?? []).map((part) => ({
        categoryId: part.categoryId,
        amount: part.amount,
        memo: part.memo,
        tagIds: (tagsByPart.get(part.id) ?? []).map((tag) => tag.tagId),
      })),
      budgetIds: (budgetsByPlan.get(row.id) ?? []).map((budget) => budget.budgetId),
    } satisfies Echeance,
  }));
}

/** The user's planned operations (of one budget or account when asked), with parts and budgets. */
export async function readEcheances(
  db: Executor,
  userId: number,
  filter: repository.EcheanceFilter = {},
): Promise<Echeance[]> {
  return (await readPlans(db, userId, filter)).map((owned) => owned.plan);
}

/** These plans of these users, by user (the autoSave job reads the due ones in bulk). */
export async function readEcheancesOfUsers(
  db: Executor,
  userIds: readonly number[],
  ids: readonly number[],
): Promise<Map<number, Echeance[]>> {
  const owned = await readPlans(db, userIds, { ids });
  const byUser = groupBy(owned, (row) => row.userId);
  return new Map([...byUser].map(([userId, rows]) => [userId, rows.map((row) => row.plan)]));
}

/** Every occurrence of the plans between two dates (both included), by date then plan. */
export function expandEcheances(
  plans: readonly Echeance[],
  from: IsoDate,
  to: IsoDate,
): EcheanceOccurrence[] {
  return plans
    .flatMap((plan) =>
      occurrenceDates(plan, from, to).map((date) => ({
        plan,
        date,
        state: 'PLANNED' as const,
        operationId: null,
        proposedOperationId: null,
      })),
    )
    .sort((a, b) => (a.date === b.date ? a.plan.id - b.plan.id : a.date < b.date ? -1 : 1));
}

/**
 * The occurrences of the user's plans (of one budget or account when asked) in a period, each
 * with its state: saved by autoSave or matched (with the operation), or planned (with the
 * operation proposed as its match, unless `proposals` is false: sums need no proposal).
 */
export async function echeanceOccurrences(
  db: Executor,
  userId: number,
  period: { from: IsoDate; to: IsoDate },
  filter: repository.EcheanceFilter = {},
  { proposals = true }: { proposals?: boolean } = {},
): Promise<EcheanceOccurrence[]> {
  const occurrences = expandEcheances(
    await readEcheances(db, userId, filter),
    period.from,
    period.to,
  );
  await fillStates(db, userId, occurrences, period, proposals);
  return occurrences;
}
