import { PostgresAdapter } from 'kysely';
import type { OperationPart } from '../../../contract/operations-save';
import type { Executor } from '../../db/database';

// Writes of planned operations and the names their answers show; every query scoped by owner.

export interface EcheanceWrite {
  accountId: number | null;
  toAccountId: number | null;
  beginDate: string;
  nextDate: string | null;
  frequency: string;
  autoSave: boolean;
  payeeId: number | null;
  typeId: number | null;
  amount: number;
  operationType: 'SIMPLE' | 'TRANSFER';
  memo: string | null;
}

const columns = (plan: EcheanceWrite) => ({
  ...plan,
  autoSave: plan.autoSave ? (1 as const) : (0 as const),
});

export async function insertPlan(db: Executor, userId: number, plan: EcheanceWrite) {
  const row = await db
    .insertInto('echeances')
    .values({ userId, ...columns(plan) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlan(db: Executor, userId: number, id: number, plan: EcheanceWrite) {
  await db
    .updateTable('echeances')
    .set(columns(plan))
    .where('userId', '=', userId)
    .where('id', '=', id)
    .execute();
}

/** Replaces the plan's parts (their tags go with them) and budgets. */
export async function replaceParts(
  db: Executor,
  userId: number,
  echeanceId: number,
  parts: readonly OperationPart[],
  budgetIds: readonly number[],
) {
  await db
    .deleteFrom('echeanceSplits')
    .where('userId', '=', userId)
    .where('echeanceId', '=', echeanceId)
    .execute();
  await db
    .deleteFrom('echeanceBudgets')
    .where('userId', '=', userId)
    .where('echeanceId', '=', echeanceId)
    .execute();
  for (const part of parts) {
    const { id } = await db
      .insertInto('echeanceSplits')
      .values({
        userId,
        echeanceId,
        categoryId: part.categoryId,
        amount: part.amount,
        memo: part.memo,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (part.tagIds.length === 0) continue;
    await db
      .insertInto('echeanceSplitTags')
      .values(part.tagIds.map((tagId) => ({ userId, echeanceSplitId: id, tagId })))
      .execute();
  }
  if (budgetIds.length === 0) return;
  await db
    .insertInto('echeanceBudgets')
    .values(budgetIds.map((budgetId) => ({ userId, echeanceId, budgetId })))
    .execute();
}

/** Which of these plans are the user's (locked in a transaction, where the database can). */
export async function findOwnPlanIds(db: Executor, userId: number, ids: readonly number[]) {
  const query = db
    .selectFrom('echeances')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .orderBy('id');
  const locked = db.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query;
  const rows = await locked.execute();
  return rows.map((row) => row.id);
}

export async function deletePlans(db: Executor, userId: number, ids: readonly number[]) {
  await db.deleteFrom('echeances').where('userId', '=', userId).where('id', 'in', ids).execute();
}

export function findAccountNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['a.id', 'a.name', 'a.currencyId', 'c.symb', 'c.abrv'])
    .where('a.userId', '=', userId)
    .where('a.id', 'in', ids)
    .execute();
}

export function findCategoryNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export function findTagNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export function findBudgetNames(db: Executor, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('budgets')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}

export function findTypeAbbreviations(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('operationTypes').select(['id', 'abrv']).where('id', 'in', ids).execute();
}
