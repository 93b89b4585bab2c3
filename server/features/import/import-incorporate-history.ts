import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { ImportFormat, ImportIncorporatedLinesTable } from '../../db/schema';
import { operationIdentities } from './import-identity.service';
import type { BankIdentity } from '../operations/write/operations-write.service';
import type { ImportLine, IncorporationPlan } from './import-incorporate-plan';
import * as repository from './import-incorporate.repository';

// The history an incorporation leaves (what undoing a merge or reverting needs): one row, and
// one entry per line written with the operation's version right after the write.

type Entry = Insertable<ImportIncorporatedLinesTable>;

interface Written {
  plan: IncorporationPlan;
  created: readonly number[];
  report: {
    fileName: string | null;
    format: ImportFormat;
    closingBalance: number | null;
    closingDate: string | null;
  };
  at: string;
}

const noPrevious: BankIdentity = { bankId: null, fingerprint: null, occurrence: null };

export const previousColumns = (previous: BankIdentity) => ({
  previousBankId: previous.bankId,
  previousFingerprint: previous.fingerprint,
  previousOccurrence: previous.occurrence,
});

/** Answers the incorporation's id, or null when nothing was written. */
export async function writeHistory(
  trx: Executor,
  userId: number,
  { plan, created, report, at }: Written,
): Promise<number | null> {
  if (plan.merges.length + plan.creations.length === 0) return null;
  const merged = plan.merges.map((merge) => merge.operationId);
  await repository.deleteEntriesOfOperations(trx, userId, merged);
  const incorporationId = await repository.insertIncorporation(trx, {
    userId,
    accountId: plan.accountId,
    fileName: report.fileName,
    format: report.format,
    incorporatedAt: at,
    createdCount: plan.creations.length,
    mergedCount: plan.merges.length,
    closingBalance: report.closingBalance,
    closingDate: report.closingDate,
  });
  const versions = await operationIdentities(trx, userId, [...merged, ...created]);
  // A flat literal: spreading the line's and the previous identity's columns into each entry
  // cost ten times as much over 10,000 entries.
  const entry = (
    kind: Entry['kind'],
    operationId: number,
    line: ImportLine,
    previous: BankIdentity,
  ): Entry => ({
    userId,
    incorporationId,
    kind,
    operationId,
    operationVersion: versions.get(operationId)!.version,
    previousBankId: previous.bankId,
    previousFingerprint: previous.fingerprint,
    previousOccurrence: previous.occurrence,
    date: line.date,
    valueDate: line.valueDate,
    amount: line.amount,
    label: line.label,
    memo: line.memo,
    bankId: line.bankId,
    fingerprint: line.fingerprint,
    occurrence: line.occurrence,
  });
  await repository.insertEntries(trx, [
    ...plan.merges.map((m) => entry('MERGED', m.operationId, m.line, m.previous)),
    ...plan.creations.map((line, i) => entry('CREATED', created[i]!, line, noPrevious)),
  ]);
  return incorporationId;
}
