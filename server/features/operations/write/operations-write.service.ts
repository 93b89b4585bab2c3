import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/app-error';
import type { OperationChange, WriteResult } from './operations-write.model';
import { createOperations, isCreation } from './operations-create.service';
import { applyChange } from './operations-write-changes';
import { applyDifference, contributionOf } from './operations-rollups.service';
import * as repository from './operations-write.repository';

export type {
  BankIdentity,
  BiIdentity,
  OperationChange,
  OperationInput,
  PartInput,
  WriteResult,
} from './operations-write.model';

// THE write path of the books: every write to operations and their parts (the screens,
// transfers, bulk delete, payee refresh, account deletion, later planned operations, imports and
// bank sync) goes through writeOperations, which keeps both rollups of migration 0009 exact;
// the autoSave job creates the operations of many users at once through its createOperations.

/** The existing operations the changes name; any missing one answers 404. */
function namedIds(change: OperationChange): readonly number[] {
  switch (change.kind) {
    case 'update':
    case 'updateTransfer':
    case 'replaceParts':
    case 'linkTransfer':
    case 'unlinkTransfer':
      return [change.id];
    case 'setIdentity':
    case 'setBiIdentity':
      return change.identities.map((identity) => identity.id);
    case 'delete':
    case 'point':
    case 'categorise':
      return change.ids;
    default:
      return [];
  }
}

/**
 * Every existing operation the changes may alter, locked: the named ones, the other leg of
 * their transfers (written or deleted with them), and the legs that deleting accounts detaches
 * in the accounts that stay. The rollups' "before" is read once they are locked.
 */
async function touchedIds(trx: Executor, userId: number, changes: readonly OperationChange[]) {
  const named = new Set(changes.flatMap(namedIds));
  const wanted = new Set(named);
  for (const batch of chunks([...named])) {
    for (const row of await repository.findOperations(trx, userId, batch)) {
      if (row.transferId !== null) wanted.add(row.transferId);
    }
  }
  const deletedAccounts = new Set<number>();
  for (const change of changes) {
    if (change.kind !== 'deleteAccounts' || change.accountIds.length === 0) continue;
    change.accountIds.forEach((id) => deletedAccounts.add(id));
    const legs = await repository.findTransferLegsOfAccounts(trx, userId, change.accountIds);
    legs.forEach((id) => wanted.add(id));
  }
  const locked = await lockAll(trx, userId, wanted);
  if ([...named].some((id) => !locked.has(id))) throw AppError.notFound();
  return [...locked.values()]
    .filter((row) => !deletedAccounts.has(row.accountId))
    .map((row) => row.id);
}

type Locked = Map<number, { id: number; accountId: number }>;

/**
 * Locks the operations in id order, in one pass when no transfer link changed meanwhile (so two
 * writers never wait for each other crosswise), and the legs linked since, if any.
 */
async function lockAll(trx: Executor, userId: number, wanted: Set<number>): Promise<Locked> {
  const locked: Locked = new Map();
  let next = [...wanted].sort((a, b) => a - b);
  while (next.length > 0) {
    const found: number[] = [];
    for (const batch of chunks(next)) {
      for (const row of await repository.lockOperations(trx, userId, batch)) {
        locked.set(row.id, row);
        if (row.transferId !== null) found.push(row.transferId);
      }
    }
    next = [...new Set(found)].filter((id) => !wanted.has(id)).sort((a, b) => a - b);
    next.forEach((id) => wanted.add(id));
  }
  return locked;
}

/**
 * Writes the changes in order, in one transaction (the caller's, or a new one): all of them or,
 * on any refusal, none. Both rollups change by what the touched operations contribute after the
 * changes less what they contributed before; changes that only create have nothing before, so
 * they go to createOperations, which writes them in a few multi-row statements.
 */
export function writeOperations(
  db: Executor,
  userId: number,
  changes: readonly OperationChange[],
): Promise<WriteResult> {
  if (changes.length > 0 && changes.every(isCreation)) {
    const items = changes.map((change) => ({ userId, change }));
    return createOperations(db, items).then((created) => ({ created: created.flat() }));
  }
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
  return inTransaction(db, work);
}
