import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { OperationChange, WriteResult } from './operations-write.model';
import { applyChange } from './operations-write-changes';
import { applyDifference, chunks, contributionOf } from './operations-rollups.service';
import * as repository from './operations-write.repository';

export type {
  OperationChange,
  OperationInput,
  PartInput,
  WriteResult,
} from './operations-write.model';

// THE write path of the books: every write to operations and their parts (the screens,
// transfers, bulk delete, payee refresh, account deletion, later planned operations, imports and
// bank sync) goes through writeOperations, which keeps both rollups of migration 0009 exact.

/** The existing operations the changes name; any missing one answers 404. */
function namedIds(change: OperationChange): readonly number[] {
  switch (change.kind) {
    case 'update':
    case 'updateTransfer':
    case 'replaceParts':
      return [change.id];
    case 'delete':
    case 'point':
    case 'categorise':
      return change.ids;
    default:
      return [];
  }
}

/**
 * Every existing operation the changes may alter: the named ones, the other leg of their
 * transfers (written or deleted with them), and the legs that deleting accounts detaches.
 */
async function touchedIds(trx: Executor, userId: number, changes: readonly OperationChange[]) {
  const named = [...new Set(changes.flatMap(namedIds))];
  const touched = new Set<number>();
  for (const batch of chunks(named)) {
    const rows = await repository.findOperations(trx, userId, batch);
    if (rows.length !== batch.length) throw AppError.notFound();
    for (const row of rows) {
      touched.add(row.id);
      if (row.transferId !== null) touched.add(row.transferId);
    }
  }
  for (const change of changes) {
    if (change.kind !== 'deleteAccounts' || change.accountIds.length === 0) continue;
    const legs = await repository.findTransferLegsOfAccounts(trx, userId, change.accountIds);
    for (const batch of chunks(legs)) {
      const rows = await repository.findOperations(trx, userId, batch);
      for (const row of rows) if (!change.accountIds.includes(row.accountId)) touched.add(row.id);
    }
  }
  return [...touched];
}

/**
 * Writes the changes in order, in one transaction (the caller's, or a new one): all of them or,
 * on any refusal, none. Both rollups change by what the touched operations contribute after the
 * changes less what they contributed before.
 */
export function writeOperations(
  db: Executor,
  userId: number,
  changes: readonly OperationChange[],
): Promise<WriteResult> {
  const work = async (trx: Executor): Promise<WriteResult> => {
    const touched = await touchedIds(trx, userId, changes);
    const before = await contributionOf(trx, userId, touched);
    const stamp = new Date().toISOString();
    const created: number[] = [];
    for (const change of changes) created.push(...(await applyChange(trx, userId, change, stamp)));
    const after = await contributionOf(trx, userId, [...touched, ...created]);
    await applyDifference(trx, userId, before, after);
    return { created };
  };
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
