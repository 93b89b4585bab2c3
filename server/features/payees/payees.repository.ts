import { PostgresAdapter, sql } from 'kysely';
import type { Executor } from '../../db/database';

// Every read takes an optional payee id: the list reads all of the user's payees, a save reads one.

/**
 * One column of a payee's child rows as a comma-separated text, in the given order. A payee's
 * keywords and tags come along with it this way: for 2,000 payees, one read of 2,000 rows instead
 * of three reads and 8,000 rows. No keyword holds a comma (contract/payee-keywords.ts).
 */
function listOf(db: Executor, table: string, column: string, order: string) {
  const aggregate =
    db.getExecutor().adapter instanceof PostgresAdapter ? 'string_agg' : 'group_concat';
  return sql<string | null>`(${sql.raw(
    `select ${aggregate}(cast(${column} as varchar), ',' order by ${order}) from ${table} ` +
      `where ${table}.user_id = payees.user_id and ${table}.payee_id = payees.id`,
  )})`;
}

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
      // In the order entered, from payee_keywords_payee_idx alone (migration 0008).
      listOf(db, 'payee_keywords', 'keyword', 'id').as('keywords'),
      listOf(db, 'payee_tags', 'tag_id', 'tag_id').as('tagIds'),
    ])
    .where('payees.userId', '=', userId);
  if (payeeId !== undefined) query = query.where('payees.id', '=', payeeId);
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
