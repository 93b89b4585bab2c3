import type { OperationOrder, OperationPeriod } from '../../../../contract/operations-query';
import { chunked } from '../../../db/bind-limit';
import type { Executor } from '../../../db/database';

// The operations a read lists, and how their rows, parts and tags are read whatever their
// number: a period by its filter in one statement; ids a slice at a time (server/db/bind-limit.ts).

/** These ids, or every operation of the accounts whose `period.field` date is in the period. */
export type OperationSelection =
  { ids: readonly number[] } | { accountIds: readonly number[]; period: OperationPeriod };

/** The owner's operations, as `o`. */
export function ownOperations(db: Executor, userId: number) {
  return db.selectFrom('operations as o').where('o.userId', '=', userId);
}

export type OwnOperations = ReturnType<typeof ownOperations>;

export const dateColumn = (field: OperationOrder) => (field === 'date' ? 'o.date' : 'o.valueDate');

export function inPeriod(
  operations: OwnOperations,
  accountIds: readonly number[],
  period: OperationPeriod,
): OwnOperations {
  const column = dateColumn(period.field);
  return operations
    .where('o.accountId', 'in', accountIds)
    .where(column, '>=', period.startDate)
    .where(column, '<=', period.endDate);
}

/** `read` of the selected operations, the rows of each slice of ids in the order of the slices. */
export function readSelected<R>(
  db: Executor,
  userId: number,
  selection: OperationSelection,
  read: (operations: OwnOperations) => Promise<R[]>,
): Promise<R[]> {
  const own = ownOperations(db, userId);
  if ('ids' in selection) {
    return chunked(selection.ids, (ids) => read(own.where('o.id', 'in', ids)));
  }
  return read(inPeriod(own, selection.accountIds, selection.period));
}
