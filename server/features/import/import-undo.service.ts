import type { ImportIncorporationDto } from '../../../contract/import';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import { operationIdentities } from './import-identity.service';
import {
  writeOperations,
  type OperationChange,
} from '../operations/write/operations-write.service';
import { previousColumns } from './import-incorporate-history';
import { describeIncorporation, isRevertible } from './import-history.service';
import * as repository from './import-history.repository';
import type { EntryRow } from './import-history.repository';

// Undoing a merge, and reverting a whole incorporation, from the import history.

const previousOf = (entry: EntryRow) => ({
  id: entry.operationId,
  bankId: entry.previousBankId,
  fingerprint: entry.previousFingerprint,
  occurrence: entry.previousOccurrence,
});

/** The merged line, written apart as it came from the file. */
function lineOperation(entry: EntryRow, accountId: number) {
  return {
    accountId,
    date: entry.date,
    valueDate: entry.valueDate,
    amount: entry.amount,
    memo: entry.memo ?? entry.label,
    bankId: entry.bankId,
    fingerprint: entry.fingerprint,
    occurrence: entry.occurrence,
    parts: [{ categoryId: null, amount: entry.amount }],
  };
}

/**
 * POST /api/import/merge/{operationId}/undo: the operation gets its bank identity back and the
 * line becomes its own operation, the entry a creation (404 unless a merge of a done import;
 * 409 once the operation was edited).
 */
export function undoMerge(
  db: Executor,
  userId: number,
  operationId: number,
): Promise<ImportIncorporationDto> {
  return inTransaction(db, async (trx) => {
    const entry = await repository.findEntryOfOperation(trx, userId, operationId);
    const row = entry && (await repository.findIncorporation(trx, userId, entry.incorporationId));
    if (!entry || entry.kind !== 'MERGED' || row?.state !== 'DONE') throw AppError.notFound();
    const current = (await operationIdentities(trx, userId, [operationId])).get(operationId);
    if (current?.version !== entry.operationVersion) {
      throw new AppError(409, MessageCode.importMergeEdited);
    }
    const { created } = await writeOperations(trx, userId, [
      { kind: 'setIdentity', identities: [previousOf(entry)] },
      { kind: 'create', operation: lineOperation(entry, row.accountId) },
    ]);
    const newId = created[0]!;
    const version = (await operationIdentities(trx, userId, [newId])).get(newId)!.version;
    await repository.updateEntry(trx, userId, entry.id, {
      kind: 'CREATED',
      operationId: newId,
      operationVersion: version,
      ...previousColumns({ bankId: null, fingerprint: null, occurrence: null }),
    });
    await repository.updateIncorporation(trx, userId, row.id, {
      createdCount: row.createdCount + 1,
      mergedCount: row.mergedCount - 1,
    });
    return describeIncorporation(trx, userId, row.id);
  });
}

/**
 * POST /api/import/history/{incorporationId}/revert: its new operations go (a transfer's leg
 * that existed before becomes the simple operation it was), its merges get their identity
 * back, its matched occurrences are planned again (they go with their operation).
 */
export function revertIncorporation(db: Executor, userId: number, id: number, now: number) {
  return inTransaction(db, async (trx) => {
    const row = await repository.findIncorporation(trx, userId, id);
    if (!row) throw AppError.notFound();
    if (row.state === 'REVERTED') throw new AppError(409, MessageCode.importRevertDone);
    const entries = await repository.findEntries(trx, userId, [id]);
    const operations = await operationIdentities(
      trx,
      userId,
      entries.map((e) => e.operationId),
    );
    if (!isRevertible(row, entries, operations)) {
      throw new AppError(409, MessageCode.importRevertEdited);
    }
    const created = entries.filter((entry) => entry.kind === 'CREATED').map((e) => e.operationId);
    const merged = entries.filter((entry) => entry.kind === 'MERGED');
    const ours = new Set(created);
    const linked = created.filter((opId) => {
      const other = operations.get(opId)?.transferId ?? null;
      return other !== null && !ours.has(other);
    });
    const changes: OperationChange[] = [
      ...linked.map((opId) => ({ kind: 'unlinkTransfer' as const, id: opId })),
      ...(created.length > 0 ? [{ kind: 'delete' as const, ids: created }] : []),
      ...(merged.length > 0
        ? [{ kind: 'setIdentity' as const, identities: merged.map(previousOf) }]
        : []),
    ];
    await writeOperations(trx, userId, changes);
    const revertedAt = new Date(now).toISOString();
    await repository.updateIncorporation(trx, userId, id, { state: 'REVERTED', revertedAt });
    return { removed: created.length, restored: merged.length };
  });
}
