import { DAY_MS } from '../../../contract/dates';
import type { Executor } from '../../db/database';
import { matchBatch } from '../import/import-matching.service';
import { payeeMatcher } from '../import/import-payee-keywords';
import { fingerprintLines } from '../import/matching/line-fingerprint';
import { labelSimilarity } from '../import/matching/label-similarity';
import {
  operationsByBiTransaction,
  operationsWithBiIdentity,
  pendingBiOperations,
  type BiBooked,
} from './bi-booked.service';
import {
  writeOperations,
  type BiIdentity,
  type OperationChange,
} from '../operations/write/operations-write.service';
import { listImportPayees } from '../payees/payees-import.service';
import type { SyncedLine } from './bi-lines';

// Synced lines join the books through the same matching as file imports and the operations
// service's one write path: the provider's transaction id first, then a posted line finds its
// earlier pending self, then the import's layers (bank id, fingerprint, fuzzy); the rest is new.

export interface SyncCount {
  created: number;
  matched: number;
}

const PENDING_DAYS = 5;
const dayGap = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

/** The pending operation a posted line most likely was: same amount, near date, alike label. */
function pendingSelf(line: SyncedLine, pending: BiBooked[]): BiBooked | undefined {
  const fits = pending
    .filter((op) => op.amount === line.amount && dayGap(op.date, line.date) <= PENDING_DAYS)
    .map((op) => ({
      op,
      score: labelSimilarity(line.label, op.memo ?? '') - dayGap(op.date, line.date) * 0.1,
    }))
    .sort((a, b) => b.score - a.score || a.op.id - b.op.id);
  return fits[0]?.op;
}

/** A pending line that posts with another amount or date: the bank's posted line replaces it. */
const postedOtherwise = (known: BiBooked, line: SyncedLine) =>
  known.biPending && !line.pending && (known.amount !== line.amount || known.date !== line.date);

/**
 * Still-pending operations of the fetched window (dated from `from`; null: the whole history)
 * the provider no longer sends and no posted line claimed: the bank dropped them.
 */
const vanished = (pending: BiBooked[], from: string | null | undefined) =>
  from === undefined ? [] : pending.filter((op) => from === null || op.date >= from);

async function knownLines(
  db: Executor,
  userId: number,
  accountId: number,
  lines: SyncedLine[],
  windowFrom: string | null | undefined,
) {
  const byId = await operationsByBiTransaction(
    db,
    userId,
    accountId,
    lines.map((l) => l.biTransactionId),
  );
  const seenIds = new Set(lines.map((l) => l.biTransactionId));
  const pending = (await pendingBiOperations(db, userId, accountId)).filter(
    (op) => !seenIds.has(op.biTransactionId!),
  );
  const identities: BiIdentity[] = [];
  const replaced: number[] = [];
  const rest: SyncedLine[] = [];
  for (const line of lines) {
    const known = byId.get(line.biTransactionId);
    if (known && postedOtherwise(known, line)) replaced.push(known.id);
    const self = known ?? (line.pending ? undefined : pendingSelf(line, pending));
    if (!self || (known && postedOtherwise(known, line))) {
      rest.push(line);
      continue;
    }
    if (!known) pending.splice(pending.indexOf(self), 1);
    if (!known || known.biPending !== line.pending) {
      identities.push({
        id: self.id,
        biTransactionId: line.biTransactionId,
        biPending: line.pending,
      });
    }
  }
  replaced.push(...vanished(pending, windowFrom).map((op) => op.id));
  return { identities, replaced, rest };
}

/**
 * Writes the account's synced lines; a line already in the books is never written twice. With
 * `windowFrom` (the first day fetched, null for the whole history), pending operations of that
 * window the provider no longer sends are deleted.
 */
export async function syncLines(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly SyncedLine[],
  windowFrom?: string | null,
): Promise<SyncCount> {
  const unique = [...new Map(lines.map((l) => [l.biTransactionId, l])).values()];
  const known = await knownLines(db, userId, accountId, unique, windowFrom);
  const prints = fingerprintLines(known.rest);
  const matches = await matchBatch(
    db,
    userId,
    accountId,
    known.rest.map((line, i) => ({ ...line, bankId: null, ...prints[i]! })),
  );
  const matchedIds = matches.flatMap((m) => (m.matchedOperationId ? [m.matchedOperationId] : []));
  const taken = await operationsWithBiIdentity(db, userId, matchedIds);
  const payees = payeeMatcher(await listImportPayees(db, userId));
  const changes: OperationChange[] = [];
  const identities = [...known.identities];
  known.rest.forEach((line, i) => {
    const match = matches[i]!;
    const into = match.matchKind !== 'PLANNED' ? match.matchedOperationId : null;
    if (into !== null && !taken.has(into)) {
      taken.add(into);
      identities.push({ id: into, biTransactionId: line.biTransactionId, biPending: line.pending });
      return;
    }
    const payee = payees(line);
    const clash = match.matchKind === 'FINGERPRINT' || match.matchKind === 'BANK_ID';
    changes.push({
      kind: 'create',
      operation: {
        accountId,
        date: line.date,
        valueDate: line.valueDate,
        amount: line.amount,
        memo: line.label,
        payeeId: payee?.payeeId ?? null,
        fingerprint: clash ? null : prints[i]!.fingerprint,
        occurrence: clash ? null : prints[i]!.occurrence,
        biTransactionId: line.biTransactionId,
        biPending: line.pending,
        parts: [{ categoryId: payee?.categoryId ?? null, amount: line.amount }],
      },
    });
  });
  const created = changes.length;
  if (identities.length) changes.unshift({ kind: 'setBiIdentity', identities });
  if (known.replaced.length) changes.unshift({ kind: 'delete', ids: known.replaced });
  if (changes.length) await writeOperations(db, userId, changes);
  return { created, matched: unique.length - created };
}
