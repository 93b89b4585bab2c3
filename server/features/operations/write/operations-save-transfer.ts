import {
  transferAmountsError,
  transferLegAmounts,
  type TransferSaveRequest,
} from '../../../../contract/operations-transfer';
import type { Executor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { OperationInput } from './operations-write.model';
import { sameCurrency } from './operations-write-rows';
import * as saved from './operations-save.repository';
import * as write from './operations-write.repository';
import { writeOperations } from './operations-write.service';

// The transfer modal's save: two legs written together by the one write path.

type State = 'P' | null;

function leg(transfer: TransferSaveRequest, accountId: number, amount: number, state: State) {
  const input: OperationInput = {
    accountId,
    date: transfer.date,
    valueDate: transfer.valueDate,
    amount,
    state,
    typeId: transfer.typeId,
    payeeId: transfer.payeeId,
    memo: transfer.memo,
    parts: [{ categoryId: transfer.categoryId, amount, tagIds: transfer.tagIds }],
  };
  return input;
}

/** Saves a transfer; answers the id of the leg named (id), or of the new source leg. */
export async function saveTransfer(
  trx: Executor,
  userId: number,
  id: number | null,
  transfer: TransferSaveRequest,
): Promise<number> {
  const same = await sameCurrency(trx, userId, transfer.accountId, transfer.toAccountId);
  const error = transferAmountsError(transfer, same);
  if (error) throw AppError.badRequest(error);
  const { from, to } = transferLegAmounts(transfer);
  if (id === null) {
    const source = leg(transfer, transfer.accountId, from, null);
    const target = leg(transfer, transfer.toAccountId, to, null);
    const { created } = await writeOperations(trx, userId, [
      { kind: 'createTransfer', source, target },
    ]);
    return created[0]!;
  }
  const states = await legStates(trx, userId, id);
  const source = leg(transfer, transfer.accountId, from, states.ofSource);
  const target = leg(transfer, transfer.toAccountId, to, states.ofTarget);
  // The path may name either leg: the credit leg is the destination of the transfer.
  const change = states.namedIsCredit
    ? { id, source: target, target: source }
    : { id, source, target };
  await writeOperations(trx, userId, [{ kind: 'updateTransfer', ...change }]);
  return id;
}

/** Pointing stays with each leg: the modal does not edit it. */
async function legStates(trx: Executor, userId: number, id: number) {
  const [named] = await write.findOperations(trx, userId, [id]);
  if (!named?.transferId) throw AppError.notFound();
  const rows = await saved.findStates(trx, userId, [id, named.transferId]);
  const stateOf = (legId: number) => (rows.find((row) => row.id === legId)?.state ?? null) as State;
  const namedIsCredit = named.amount > 0;
  const [sourceId, targetId] = namedIsCredit ? [named.transferId, id] : [id, named.transferId];
  return { namedIsCredit, ofSource: stateOf(sourceId), ofTarget: stateOf(targetId) };
}
