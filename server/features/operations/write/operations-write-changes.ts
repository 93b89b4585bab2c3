import { OperationKind } from '../../../../contract/operations';
import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import {
  checkOperation,
  checkParts,
  checkTransfer,
  invalid,
  type OperationChange,
  type OperationInput,
  type PartInput,
} from './operations-write.model';
import { deleteSumsOfAccounts } from './operations-rollups.service';
import * as partRows from './operations-parts.repository';
import { linkTransfer, unlinkTransfer } from './operations-write-links';
import { create, findOne, rewrite, sameCurrency } from './operations-write-rows';
import * as repository from './operations-write.repository';

// How each kind of change is written; operations-write.service.ts wraps them in one transaction
// that also keeps the rollups.

async function createTransfer(
  trx: Executor,
  userId: number,
  source: OperationInput,
  target: OperationInput,
  stamp: string,
) {
  checkTransfer(
    source,
    target,
    await sameCurrency(trx, userId, source.accountId, target.accountId),
  );
  const sourceId = await create(trx, userId, source, stamp);
  const targetId = await create(trx, userId, target, stamp);
  await repository.linkLegs(trx, userId, sourceId, targetId);
  return [sourceId, targetId];
}

async function updateTransfer(
  trx: Executor,
  userId: number,
  change: Extract<OperationChange, { kind: 'updateTransfer' }>,
  stamp: string,
) {
  const leg = await findOne(trx, userId, change.id);
  if (leg.operationType !== OperationKind.transfer || leg.transferId === null) throw invalid();
  const { source, target } = change;
  checkTransfer(
    source,
    target,
    await sameCurrency(trx, userId, source.accountId, target.accountId),
  );
  await rewrite(trx, userId, leg.id, source, stamp);
  await rewrite(trx, userId, leg.transferId, target, stamp);
}

async function replaceParts(
  trx: Executor,
  userId: number,
  id: number,
  parts: readonly PartInput[],
  stamp: string,
) {
  const row = await findOne(trx, userId, id);
  checkParts(row.amount, parts);
  await partRows.deleteParts(trx, userId, [id]);
  await partRows.insertParts(trx, userId, [
    { operationId: id, accountId: row.accountId, valueDate: row.valueDate, parts },
  ]);
  await repository.bumpVersions(trx, userId, [id], stamp);
}

async function categorise(
  trx: Executor,
  userId: number,
  change: Extract<OperationChange, { kind: 'categorise' }>,
  stamp: string,
) {
  for (const ids of chunks(change.ids)) {
    if (change.tagIds.length > 0) {
      const partIds = await partRows.findPartIds(trx, userId, ids);
      const links = partIds.flatMap((part) =>
        change.tagIds.map((tagId) => ({ splitOperationId: part.id, tagId })),
      );
      for (const batch of chunks(links)) await partRows.addPartTags(trx, userId, batch);
    }
    await partRows.setUndefinedPartsCategory(trx, userId, ids, change.categoryId);
    await repository.bumpVersions(trx, userId, ids, stamp);
  }
}

async function deleteAccounts(
  trx: Executor,
  userId: number,
  accountIds: readonly number[],
  stamp: string,
) {
  for (const legs of chunks(await repository.findTransferLegsOfAccounts(trx, userId, accountIds))) {
    await repository.detachLegs(trx, userId, legs, stamp);
  }
  await repository.deleteOperationsOfAccounts(trx, userId, accountIds);
  await deleteSumsOfAccounts(trx, userId, accountIds);
}

/** Writes one change; answers the ids of the operations it created. */
export async function applyChange(
  trx: Executor,
  userId: number,
  change: OperationChange,
  stamp: string,
): Promise<number[]> {
  switch (change.kind) {
    case 'create':
      checkOperation(change.operation);
      return [await create(trx, userId, change.operation, stamp)];
    case 'createTransfer':
      return createTransfer(trx, userId, change.source, change.target, stamp);
    case 'update': {
      checkOperation(change.operation);
      const row = await findOne(trx, userId, change.id);
      if (row.operationType !== OperationKind.simple) throw invalid();
      await rewrite(trx, userId, change.id, change.operation, stamp);
      return [];
    }
    case 'updateTransfer':
      await updateTransfer(trx, userId, change, stamp);
      return [];
    case 'delete':
      for (const ids of chunks(change.ids)) await repository.deleteOperations(trx, userId, ids);
      return [];
    case 'point':
      for (const ids of chunks(change.ids))
        await repository.setPointed(trx, userId, ids, change.pointed, stamp);
      return [];
    case 'replaceParts':
      await replaceParts(trx, userId, change.id, change.parts, stamp);
      return [];
    case 'categorise':
      await categorise(trx, userId, change, stamp);
      return [];
    case 'deleteAccounts':
      if (change.accountIds.length > 0) await deleteAccounts(trx, userId, change.accountIds, stamp);
      return [];
    case 'setIdentity':
      for (const identity of change.identities) {
        await repository.setIdentity(trx, userId, identity, stamp);
      }
      return [];
    case 'setBiIdentity':
      for (const identity of change.identities) {
        await repository.setBiIdentity(trx, userId, identity, stamp);
      }
      return [];
    case 'linkTransfer':
      checkOperation(change.operation);
      return [await linkTransfer(trx, userId, change.id, change.operation, stamp)];
    case 'unlinkTransfer':
      await unlinkTransfer(trx, userId, change.id, stamp);
      return [];
  }
}
