import type { Executor } from '../../db/database';

export async function anyOperationOfPayees(
  db: Executor,
  userId: number,
  payeeIds: readonly number[],
) {
  const row = await db
    .selectFrom('operations')
    .select('id')
    .where('userId', '=', userId)
    .where('payeeId', 'in', payeeIds)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The payee's simple operations of one direction (by the sign of the amount) whose category is
 * undefined: no part has a category. Transfers keep theirs.
 */
export function findUncategorizedOperations(
  db: Executor,
  userId: number,
  payeeId: number,
  direction: -1 | 1,
) {
  return db
    .selectFrom('operations as op')
    .select(['op.id', 'op.accountId', 'op.valueDate', 'op.amount'])
    .where('op.userId', '=', userId)
    .where('op.payeeId', '=', payeeId)
    .where('op.operationType', '=', 'SIMPLE')
    .where('op.amount', direction < 0 ? '<' : '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('splitOperations as part')
            .select('part.id')
            .where('part.userId', '=', userId)
            .whereRef('part.operationId', '=', 'op.id')
            .where('part.categoryId', 'is not', null),
        ),
      ),
    )
    .orderBy('op.id')
    .execute();
}

export function findParts(db: Executor, userId: number, operationIds: readonly number[]) {
  return db
    .selectFrom('splitOperations')
    .select(['id', 'operationId', 'memo'])
    .where('userId', '=', userId)
    .where('operationId', 'in', operationIds)
    .orderBy('id')
    .execute();
}

export async function setPartsCategory(
  db: Executor,
  userId: number,
  operationIds: readonly number[],
  categoryId: number,
) {
  await db
    .updateTable('splitOperations')
    .set({ categoryId })
    .where('userId', '=', userId)
    .where('operationId', 'in', operationIds)
    .where('categoryId', 'is', null)
    .execute();
}

/** Adds the tags to the parts; a tag a part already has stays once. */
export async function addPartTags(
  db: Executor,
  userId: number,
  links: readonly { splitOperationId: number; tagId: number }[],
) {
  if (links.length === 0) return;
  await db
    .insertInto('splitOperationTags')
    .values(links.map((link) => ({ ...link, userId })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteParts(db: Executor, userId: number, operationIds: readonly number[]) {
  await db
    .deleteFrom('splitOperations')
    .where('userId', '=', userId)
    .where('operationId', 'in', operationIds)
    .execute();
}

export interface NewPart {
  operationId: number;
  accountId: number;
  valueDate: string;
  categoryId: number | null;
  amount: number;
  memo: string | null;
}

/** Inserts the parts; answers their ids in the order given (ids grow within one statement). */
export async function insertParts(db: Executor, userId: number, parts: readonly NewPart[]) {
  const rows = await db
    .insertInto('splitOperations')
    .values(parts.map((part) => ({ ...part, userId })))
    .returning('id')
    .execute();
  return rows.map((row) => row.id).sort((a, b) => a - b);
}
