import { OperationKind } from '../../../../contract/operations';
import type { Executor } from '../../../db/database';
import { checkTransfer, invalid, type OperationInput } from './operations-write.model';
import { create, findOne, sameCurrency } from './operations-write-rows';
import * as repository from './operations-write.repository';

// Linking an existing simple operation with a new other leg into a transfer (an imported line
// associated with an operation of another account), and undoing such a link.

/** Creates the other leg and makes both a transfer; answers the new leg's id. */
export async function linkTransfer(
  trx: Executor,
  userId: number,
  id: number,
  operation: OperationInput,
  stamp: string,
): Promise<number> {
  const leg = await findOne(trx, userId, id);
  if (leg.operationType !== OperationKind.simple) throw invalid();
  const existing: OperationInput = {
    accountId: leg.accountId,
    date: leg.valueDate,
    valueDate: leg.valueDate,
    amount: leg.amount,
    parts: [{ categoryId: null, amount: leg.amount }],
  };
  checkTransfer(
    existing,
    operation,
    await sameCurrency(trx, userId, leg.accountId, operation.accountId),
  );
  const created = await create(trx, userId, operation, stamp);
  await repository.linkLegs(trx, userId, id, created);
  await repository.bumpVersions(trx, userId, [id], stamp);
  return created;
}

/** Both legs of the transfer become simple operations. */
export async function unlinkTransfer(trx: Executor, userId: number, id: number, stamp: string) {
  const leg = await findOne(trx, userId, id);
  if (leg.operationType !== OperationKind.transfer || leg.transferId === null) throw invalid();
  await repository.detachLegs(trx, userId, [id, leg.transferId], stamp);
}
