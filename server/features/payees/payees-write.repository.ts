import type { Insertable } from 'kysely';
import { searchFold } from '../../../contract/operations-search';
import type { Executor } from '../../db/database';
import type { PayeesTable } from '../../db/schema';

// The writes of a payee save or delete; payees.repository.ts holds the reads.

export type PayeeValues = Omit<Insertable<PayeesTable>, 'id' | 'userId'>;

export async function insertPayee(db: Executor, userId: number, values: PayeeValues) {
  const row = await db
    .insertInto('payees')
    .values({ ...values, nameFolded: searchFold(values.name), userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePayee(
  db: Executor,
  userId: number,
  payeeId: number,
  values: PayeeValues,
) {
  await db
    .updateTable('payees')
    .set({ ...values, nameFolded: searchFold(values.name) })
    .where('userId', '=', userId)
    .where('id', '=', payeeId)
    .execute();
}

/** Removes the payee's keywords, tags and split templates (their tags cascade). */
export async function deletePayeeChildren(db: Executor, userId: number, payeeId: number) {
  for (const table of ['payeeKeywords', 'payeeTags', 'payeeSplitTemplates'] as const) {
    await db
      .deleteFrom(table)
      .where('userId', '=', userId)
      .where('payeeId', '=', payeeId)
      .execute();
  }
}

export async function insertKeywords(
  db: Executor,
  userId: number,
  payeeId: number,
  keywords: readonly string[],
) {
  if (keywords.length === 0) return;
  await db
    .insertInto('payeeKeywords')
    .values(keywords.map((keyword) => ({ userId, payeeId, keyword })))
    .execute();
}

export async function insertPayeeTags(
  db: Executor,
  userId: number,
  payeeId: number,
  tagIds: readonly number[],
) {
  if (tagIds.length === 0) return;
  await db
    .insertInto('payeeTags')
    .values(tagIds.map((tagId) => ({ userId, payeeId, tagId })))
    .execute();
}

export interface TemplateValues {
  debitCredit: -1 | 1;
  categoryId: number | null;
  amount: number;
  percentageBp: number | null;
  tagIds: readonly number[];
}

export async function insertTemplate(
  db: Executor,
  userId: number,
  payeeId: number,
  { tagIds, ...values }: TemplateValues,
) {
  const row = await db
    .insertInto('payeeSplitTemplates')
    .values({ ...values, userId, payeeId })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (tagIds.length === 0) return;
  await db
    .insertInto('payeeSplitTemplateTags')
    .values(tagIds.map((tagId) => ({ userId, splitTemplateId: row.id, tagId })))
    .execute();
}

/** Its keywords, tags and templates cascade; its operations keep no payee (ON DELETE SET NULL). */
export async function deletePayee(db: Executor, userId: number, payeeId: number) {
  await db.deleteFrom('payees').where('userId', '=', userId).where('id', '=', payeeId).execute();
}
