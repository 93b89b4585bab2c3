import type { EcheanceFrequency } from '../../contract/echeances';
import type { Executor } from '../db/database';

export interface EcheanceRow {
  accountId: number | null;
  amount: number;
  beginDate: string;
  frequency?: EcheanceFrequency;
  toAccountId?: number | null;
  payeeId?: number | null;
  autoSave?: boolean;
  memo?: string | null;
  splits?: { categoryId: number | null; amount: number; tagIds?: number[] }[];
  budgetIds?: number[];
}

/** A planned operation written straight into the tables (one part of the whole amount by default). */
export async function insertPlan(db: Executor, userId: number, plan: EcheanceRow): Promise<number> {
  const { id } = await db
    .insertInto('echeances')
    .values({
      userId,
      accountId: plan.accountId,
      toAccountId: plan.toAccountId ?? null,
      beginDate: plan.beginDate,
      frequency: plan.frequency ?? 'MONTHLY',
      autoSave: plan.autoSave ? 1 : 0,
      payeeId: plan.payeeId ?? null,
      amount: plan.amount,
      operationType: plan.toAccountId ? 'TRANSFER' : 'SIMPLE',
      memo: plan.memo ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const split of plan.splits ?? [{ categoryId: null, amount: plan.amount }]) {
    const part = await db
      .insertInto('echeanceSplits')
      .values({ userId, echeanceId: id, categoryId: split.categoryId, amount: split.amount })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const tagId of split.tagIds ?? []) {
      await db
        .insertInto('echeanceSplitTags')
        .values({ userId, echeanceSplitId: part.id, tagId })
        .execute();
    }
  }
  for (const budgetId of plan.budgetIds ?? []) {
    await db.insertInto('echeanceBudgets').values({ userId, echeanceId: id, budgetId }).execute();
  }
  return id;
}
