import type { IsoDate } from '../../../../contract/dates';
import type { Executor } from '../../../db/database';
import type { OperationInput, PartInput } from './operations-write.model';
import { createOperations, type Creation } from './operations-create.service';
import * as repository from './operations-occurrences.repository';
import { writeOperations } from './operations-write.service';

// The books' side of planned operations: an occurrence saved as a real operation through the one
// write path, and the operations an occurrence may be matched with.

/** What an occurrence of a planned operation is written from. */
export interface OccurrenceOperation {
  echeanceId: number;
  accountId: number;
  /** The other account of a transfer. */
  toAccountId: number | null;
  date: IsoDate;
  /** Signed cents of the account's side. */
  amount: number;
  typeId: number | null;
  payeeId: number | null;
  memo: string | null;
  parts: readonly PartInput[];
}

function leg(planned: OccurrenceOperation, accountId: number, sign: 1 | -1): OperationInput {
  const parts = planned.parts.length
    ? planned.parts.map((part) => ({ ...part, amount: sign * part.amount }))
    : [{ categoryId: null, amount: sign * planned.amount }];
  return {
    accountId,
    date: planned.date,
    valueDate: planned.date,
    amount: sign * planned.amount,
    state: null,
    typeId: planned.typeId,
    payeeId: planned.payeeId,
    memo: planned.memo,
    echeanceId: planned.echeanceId,
    parts,
  };
}

/** The occurrence as a creation, and which of the operations it creates is the account's own leg. */
function creationOf(planned: OccurrenceOperation): { change: Creation; own: 0 | 1 } {
  const own = leg(planned, planned.accountId, 1);
  if (planned.toAccountId === null) return { change: { kind: 'create', operation: own }, own: 0 };
  const other = leg(planned, planned.toAccountId, -1);
  return planned.amount < 0
    ? { change: { kind: 'createTransfer', source: own, target: other }, own: 0 }
    : { change: { kind: 'createTransfer', source: other, target: own }, own: 1 };
}

/**
 * Writes the occurrences, of one user or many, as operations in the caller's transaction; a
 * transfer as both legs, the other account taking the opposite amount and parts, the debit leg
 * first. Answers the id of each one's own account's leg.
 */
export async function saveOccurrenceOperations(
  trx: Executor,
  occurrences: readonly { userId: number; planned: OccurrenceOperation }[],
): Promise<number[]> {
  const creations = occurrences.map(({ userId, planned }) => ({
    userId,
    ...creationOf(planned),
  }));
  const created = await createOperations(trx, creations);
  return creations.map((creation, i) => created[i]![creation.own]!);
}

/** Deletes an operation an occurrence became (a transfer's other leg with it). */
export async function deletePlannedOperation(trx: Executor, userId: number, id: number) {
  await writeOperations(trx, userId, [{ kind: 'delete', ids: [id] }]);
}

/** The user's operations of those accounts and amounts dated in the period, by date. */
export function operationsBetween(
  db: Executor,
  userId: number,
  wanted: { accountIds: readonly number[]; amounts: readonly number[] },
  period: { from: IsoDate; to: IsoDate },
) {
  if (wanted.accountIds.length === 0 || wanted.amounts.length === 0) return Promise.resolve([]);
  const { accountIds, amounts } = wanted;
  return repository.findOperationsBetween(db, userId, accountIds, amounts, period.from, period.to);
}

/** One of the user's operations, or undefined when it is not theirs. */
export function findOwnOperation(db: Executor, userId: number, id: number) {
  return repository.findOperation(db, userId, id);
}
