import type { Executor } from '../../db/database';

// Every read takes an optional payee id: the list reads all of the user's payees, a save reads one.

export function findPayeeRows(db: Executor, userId: number, payeeId?: number) {
  let query = db
    .selectFrom('payees')
    .leftJoin('categories as credit', 'credit.id', 'payees.creditCategoryId')
    .leftJoin('categories as debit', 'debit.id', 'payees.debitCategoryId')
    .select([
      'payees.id',
      'payees.name',
      'payees.debitCredit',
      'payees.isDefault',
      'payees.creditCategoryId',
      'credit.name as creditCategoryName',
      'payees.debitCategoryId',
      'debit.name as debitCategoryName',
      'payees.amountCredit',
      'payees.amountDebit',
    ])
    .where('payees.userId', '=', userId);
  if (payeeId !== undefined) query = query.where('payees.id', '=', payeeId);
  return query.execute();
}

/** By payee in the order entered, from payee_keywords_payee_idx alone (migration 0008). */
export function findKeywordRows(db: Executor, userId: number, payeeId?: number) {
  let query = db
    .selectFrom('payeeKeywords')
    .select(['payeeId', 'keyword'])
    .where('userId', '=', userId);
  if (payeeId !== undefined) query = query.where('payeeId', '=', payeeId);
  return query.orderBy('payeeId').orderBy('id').execute();
}

export function findPayeeTagRows(db: Executor, userId: number, payeeId?: number) {
  let query = db
    .selectFrom('payeeTags')
    .innerJoin('tags', 'tags.id', 'payeeTags.tagId')
    .select(['payeeTags.payeeId', 'tags.id as tagId', 'tags.name'])
    .where('payeeTags.userId', '=', userId);
  if (payeeId !== undefined) query = query.where('payeeTags.payeeId', '=', payeeId);
  return query.execute();
}

export function findTemplateRows(db: Executor, userId: number, payeeId?: number) {
  let query = db
    .selectFrom('payeeSplitTemplates as part')
    .leftJoin('categories', 'categories.id', 'part.categoryId')
    .select([
      'part.id',
      'part.payeeId',
      'part.debitCredit',
      'part.categoryId',
      'categories.name as categoryName',
      'part.amount',
      'part.percentageBp',
    ])
    .where('part.userId', '=', userId);
  if (payeeId !== undefined) query = query.where('part.payeeId', '=', payeeId);
  return query.orderBy('part.id').execute();
}

export function findTemplateTagRows(db: Executor, userId: number, payeeId?: number) {
  let query = db
    .selectFrom('payeeSplitTemplateTags as link')
    .innerJoin('tags', 'tags.id', 'link.tagId')
    .select(['link.splitTemplateId', 'tags.id as tagId', 'tags.name'])
    .where('link.userId', '=', userId);
  if (payeeId !== undefined) {
    query = query.where('link.splitTemplateId', 'in', (eb) =>
      eb
        .selectFrom('payeeSplitTemplates')
        .select('id')
        .where('userId', '=', userId)
        .where('payeeId', '=', payeeId),
    );
  }
  return query.execute();
}

export function findPayeeNames(db: Executor, userId: number) {
  return db.selectFrom('payees').select(['id', 'name']).where('userId', '=', userId).execute();
}

export async function countOwnPayees(db: Executor, userId: number, payeeIds: readonly number[]) {
  const row = await db
    .selectFrom('payees')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('id', 'in', payeeIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The user's own categories among these ids, with their tree (templates are no one's). */
export function findOwnCategories(db: Executor, userId: number, categoryIds: readonly number[]) {
  return db
    .selectFrom('categories')
    .select(['id', 'debitCredit'])
    .where('userId', '=', userId)
    .where('id', 'in', categoryIds)
    .execute();
}
