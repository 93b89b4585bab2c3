import { MessageCode } from '../../../../contract/message-codes';
import { OperationKind } from '../../../../contract/operations';
import type { OperationBulkDeleteRequest } from '../../../../contract/operations-export';
import { operationSaveSchema, type OperationSavedDto } from '../../../../contract/operations-save';
import { transferSaveSchema } from '../../../../contract/operations-transfer';
import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/app-error';
import { parseWith } from '../../../http/validation';
import { onceForKey } from './operations-idempotency.service';
import { saveTransfer } from './operations-save-transfer';
import * as repository from './operations-save.repository';
import * as write from './operations-write.repository';
import { writeOperations } from './operations-write.service';

// The operation and transfer modals' save and delete, and the list's bulk delete, all through
// the one write path, in one transaction each.

export interface Target {
  kind: OperationKind;
  /** null creates. */
  id: number | null;
  /** The If-Match version; null checks nothing. */
  ifMatch: number | null;
}

/**
 * The operation, locked, of the path's kind (else 404: another tab deleted it, or it is not
 * the user's) and of the version If-Match names (else 412).
 */
async function checkedHead(trx: Executor, userId: number, { kind, id, ifMatch }: Target) {
  await write.lockOperations(trx, userId, [id!]);
  const head = await repository.findOperationHead(trx, userId, id!);
  if (!head || head.operationType !== kind) throw AppError.notFound();
  if (ifMatch !== null && head.version !== ifMatch) {
    throw new AppError(412, MessageCode.operationVersionStale);
  }
  return head;
}

async function saveSimple(trx: Executor, userId: number, id: number | null, body: unknown) {
  const { parts, ...rest } = parseWith(operationSaveSchema, body);
  const operation = { ...rest, parts };
  if (id === null) {
    const { created } = await writeOperations(trx, userId, [{ kind: 'create', operation }]);
    return created[0]!;
  }
  await writeOperations(trx, userId, [{ kind: 'update', id, operation }]);
  return id;
}

/** POST /api/operation/{type}/{id}; a creation may carry an Idempotency-Key. */
export function saveOperation(
  db: Executor,
  userId: number,
  target: Target,
  body: unknown,
  idempotencyKey?: string,
): Promise<OperationSavedDto> {
  const request = { save: target.kind, body };
  return inTransaction(db, (trx) =>
    onceForKey(trx, userId, target.id === null ? idempotencyKey : undefined, request, async () => {
      if (target.id !== null) await checkedHead(trx, userId, target);
      const operationId =
        target.kind === OperationKind.simple
          ? await saveSimple(trx, userId, target.id, body)
          : await saveTransfer(trx, userId, target.id, parseWith(transferSaveSchema, body));
      const head = await repository.findOperationHead(trx, userId, operationId);
      return { operationId, version: head!.version };
    }),
  );
}

/** DELETE /api/operation/{type}/{id}: a transfer's other leg goes with it. */
export function deleteOperation(db: Executor, userId: number, target: Target): Promise<void> {
  return inTransaction(db, async (trx) => {
    await checkedHead(trx, userId, target);
    await writeOperations(trx, userId, [{ kind: 'delete', ids: [target.id!] }]);
  });
}

/** POST /api/operation/delete: all of them or none (any id not the user's: 404). */
export function deleteOperations(
  db: Executor,
  userId: number,
  { ids }: OperationBulkDeleteRequest,
  idempotencyKey?: string,
): Promise<{ count: number }> {
  return inTransaction(db, (trx) =>
    onceForKey(trx, userId, idempotencyKey, { delete: ids }, async () => {
      const gone = new Set(ids);
      for (const batch of chunks(ids)) {
        for (const row of await write.findOperations(trx, userId, batch)) {
          if (row.transferId !== null) gone.add(row.transferId);
        }
      }
      await writeOperations(trx, userId, [{ kind: 'delete', ids }]);
      return { count: gone.size };
    }),
  );
}
