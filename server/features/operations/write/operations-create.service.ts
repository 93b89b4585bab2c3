import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/app-error';
import {
  checkOperation,
  checkTransfer,
  type OperationChange,
  type OperationInput,
} from './operations-write.model';
import * as repository from './operations-create.repository';
import { insertPartsOfUsers } from './operations-parts.repository';
import { addNewOperations } from './operations-rollups.service';

// The write path's creations, for one user or many at once (the autoSave job saves the
// occurrences of hundreds of users together): every operation, part and tag in multi-row
// statements, and the rollups added from what was written, in the same transaction.

export type Creation = Extract<OperationChange, { kind: 'create' | 'createTransfer' }>;

export interface OwnedCreation {
  userId: number;
  change: Creation;
}

export const isCreation = (change: OperationChange): change is Creation =>
  change.kind === 'create' || change.kind === 'createTransfer';

const legsOf = (change: Creation): OperationInput[] =>
  change.kind === 'create' ? [change.operation] : [change.source, change.target];

/** The rules of every operation, and a transfer's between two accounts of its owner. */
async function checkAll(trx: Executor, items: readonly OwnedCreation[]) {
  const transfers = items.flatMap(({ userId, change }) =>
    change.kind === 'createTransfer' ? [{ userId, change }] : [],
  );
  const currencies = transfers.length
    ? await repository.findAccountCurrencies(
        trx,
        [...new Set(transfers.map((item) => item.userId))],
        [...new Set(transfers.flatMap(({ change }) => legsOf(change).map((leg) => leg.accountId)))],
      )
    : new Map<string, number>();
  for (const { userId, change } of items) {
    if (change.kind === 'create') {
      checkOperation(change.operation);
      continue;
    }
    const [source, target] = legsOf(change).map((leg) =>
      currencies.get(`${userId}|${leg.accountId}`),
    );
    if (source === undefined || target === undefined) throw AppError.notFound();
    checkTransfer(change.source, change.target, source === target);
  }
}

async function writeAll(trx: Executor, items: readonly OwnedCreation[], stamp: string) {
  const legs = items.flatMap(({ userId, change }) =>
    legsOf(change).map((operation) => ({
      userId,
      operation,
      isTransfer: change.kind === 'createTransfer',
    })),
  );
  const ids = await repository.insertOperations(trx, legs, stamp);
  let next = 0;
  const created = items.map(({ change }) => ids.slice(next, (next += legsOf(change).length)));
  const pairs = items.flatMap(({ userId, change }, i) => {
    const [source, target] = created[i]!;
    return change.kind === 'createTransfer' ? [{ userId, source: source!, target: target! }] : [];
  });
  for (const batch of chunks(pairs)) await repository.linkLegPairs(trx, batch);
  const owners = legs.map(({ userId, operation }, i) => ({
    userId,
    operationId: ids[i]!,
    accountId: operation.accountId,
    valueDate: operation.valueDate,
    parts: operation.parts,
  }));
  await insertPartsOfUsers(trx, owners);
  await addNewOperations(trx, legs);
  return created;
}

/**
 * Creates the operations of one or many users in one transaction (the caller's, or a new one):
 * all or, on any refusal, none. Answers the ids each creation made (a transfer: source, target).
 */
export function createOperations(
  db: Executor,
  items: readonly OwnedCreation[],
): Promise<number[][]> {
  const work = async (trx: Executor) => {
    await checkAll(trx, items);
    return items.length ? writeAll(trx, items, new Date().toISOString()) : [];
  };
  return inTransaction(db, work);
}
