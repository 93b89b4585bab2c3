import type { Executor } from '../../../db/database';
import {
  readSelected,
  type OperationSelection,
  type OwnOperations,
} from './operations-selection.repository';

// The split parts of the listed operations and their tags. Scoped by the owner through the
// operations: a part has its operation's owner (migration 0004), and with `user_id = ?` on the
// parts SQLite's planner, without statistics, walks every part of the user instead of seeking
// each operation's.

function partRows(operations: OwnOperations) {
  return operations
    .innerJoin('splitOperations as s', 's.operationId', 'o.id')
    .leftJoin('categories as c', 'c.id', 's.categoryId')
    .select([
      's.id',
      's.operationId',
      's.categoryId',
      'c.name as categoryName',
      's.amount',
      's.memo',
    ])
    .orderBy('s.id')
    .execute();
}

function tagRows(operations: OwnOperations) {
  return operations
    .innerJoin('splitOperations as s', 's.operationId', 'o.id')
    .innerJoin('splitOperationTags as st', 'st.splitOperationId', 's.id')
    .innerJoin('tags as t', 't.id', 'st.tagId')
    .select(['st.splitOperationId', 't.id as tagId', 't.name'])
    .orderBy('t.name')
    .execute();
}

/** The parts of the selected operations, each operation's by id. */
export function findParts(db: Executor, userId: number, selection: OperationSelection) {
  return readSelected(db, userId, selection, partRows);
}

/** The tags of the selected operations' parts, each part's by name. */
export function findPartTags(db: Executor, userId: number, selection: OperationSelection) {
  return readSelected(db, userId, selection, tagRows);
}
