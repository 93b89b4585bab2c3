import type { Executor } from '../../db/database';

/** The payees imported lines may be given, with their default categories. */
export function findImportPayees(db: Executor, userId: number) {
  return db
    .selectFrom('payees')
    .select(['id', 'name', 'nameFolded', 'debitCategoryId', 'creditCategoryId', 'importExcluded'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findImportKeywords(db: Executor, userId: number) {
  return db
    .selectFrom('payeeKeywords')
    .select(['payeeId', 'keyword'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export async function updateImportExcluded(
  db: Executor,
  userId: number,
  payeeId: number,
  excluded: boolean,
) {
  const result = await db
    .updateTable('payees')
    .set({ importExcluded: excluded ? 1 : 0 })
    .where('userId', '=', userId)
    .where('id', '=', payeeId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
