import { searchFold } from '../../../../contract/operations-search';
import { bulkInsert, bulkInsertReturningIds } from '../../../db/bulk-insert';
import type { Executor } from '../../../db/database';
import type { PartInput } from './operations-write.model';

// The split parts' and their tags' statements of the one write path of the books.

/**
 * The user's operations among `ids`, to find their parts by: a part always has its operation's
 * owner (0004), and with `user_id = ? and operation_id in (…)` SQLite's planner, without
 * statistics, walks every part of the user instead of seeking each operation (75 ms for 500).
 */
export function ownOperations(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select('id')
    .where('userId', '=', userId)
    .where('id', 'in', ids);
}

export async function deleteParts(db: Executor, userId: number, operationIds: readonly number[]) {
  await db
    .deleteFrom('splitOperations')
    .where('operationId', 'in', ownOperations(db, userId, operationIds))
    .execute();
}

export interface OperationParts {
  operationId: number;
  accountId: number;
  valueDate: string;
  parts: readonly PartInput[];
}

/** Inserts the parts of several of the user's operations with their tags. */
export function insertParts(db: Executor, userId: number, owners: readonly OperationParts[]) {
  return insertPartsOfUsers(
    db,
    owners.map((owner) => ({ ...owner, userId })),
  );
}

/** Inserts the parts of several operations of any users, with their tags. */
export async function insertPartsOfUsers(
  db: Executor,
  owners: readonly (OperationParts & { userId: number })[],
) {
  const parts = owners.flatMap((owner) => owner.parts.map((part) => ({ owner, part })));
  const rows = parts.map(({ owner, part }) => ({
    userId: owner.userId,
    operationId: owner.operationId,
    accountId: owner.accountId,
    valueDate: owner.valueDate,
    categoryId: part.categoryId,
    amount: part.amount,
    memo: part.memo ?? null,
    memoFolded: searchFold(part.memo ?? ''),
  }));
  const ids = await bulkInsertReturningIds(db, 'splitOperations', rows);
  const links = parts.flatMap(({ owner, part }, i) =>
    [...new Set(part.tagIds ?? [])].map((tagId) => ({
      userId: owner.userId,
      splitOperationId: ids[i] as number,
      tagId,
    })),
  );
  await bulkInsert(db, 'splitOperationTags', links);
}

export function findPartIds(db: Executor, userId: number, operationIds: readonly number[]) {
  return db
    .selectFrom('splitOperations')
    .select('id')
    .where('operationId', 'in', ownOperations(db, userId, operationIds))
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

export async function setUndefinedPartsCategory(
  db: Executor,
  userId: number,
  operationIds: readonly number[],
  categoryId: number,
) {
  await db
    .updateTable('splitOperations')
    .set({ categoryId })
    .where('operationId', 'in', ownOperations(db, userId, operationIds))
    .where('categoryId', 'is', null)
    .execute();
}
