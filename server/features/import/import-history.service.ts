import type { ImportIncorporationDto } from '../../../contract/import';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { isOwnAccount } from '../accounts/accounts.service';
import { operationIdentities, type OperationIdentity } from './import-identity.service';
import { chunks } from '../../db/chunks';
import * as repository from './import-history.repository';
import type { EntryRow, IncorporationRow } from './import-history.repository';

// GET /api/import/history: an account's incorporations, newest first, with what can be undone.

type Versions = ReadonlyMap<number, OperationIdentity>;

/** The entry's operation is still at the version the incorporation (or an undo) left it. */
export const unchanged = (entry: EntryRow, versions: Versions) =>
  versions.get(entry.operationId)?.version === entry.operationVersion;

/** Done, every entry still there (a deleted operation takes its entry) and unchanged. */
export function isRevertible(
  row: IncorporationRow,
  entries: readonly EntryRow[],
  versions: Versions,
) {
  return (
    row.state === 'DONE' &&
    entries.length === row.createdCount + row.mergedCount &&
    entries.every((entry) => unchanged(entry, versions))
  );
}

function toDto(
  row: IncorporationRow,
  entries: readonly EntryRow[],
  versions: Versions,
): ImportIncorporationDto {
  return {
    incorporationId: row.id,
    accountId: row.accountId,
    fileName: row.fileName,
    format: row.format,
    incorporatedAt: row.incorporatedAt,
    createdCount: row.createdCount,
    mergedCount: row.mergedCount,
    closing:
      row.closingBalance === null ? null : { amount: row.closingBalance, date: row.closingDate },
    state: row.state,
    revertedAt: row.revertedAt,
    revertible: isRevertible(row, entries, versions),
    merges: entries
      .filter((entry) => entry.kind === 'MERGED')
      .map((entry) => ({
        operationId: entry.operationId,
        date: entry.date,
        amount: entry.amount,
        label: entry.label,
        undoable: row.state === 'DONE' && unchanged(entry, versions),
      })),
  };
}

/** The incorporations with their entries and the entries' operations. */
export async function describeIncorporations(
  db: Executor,
  userId: number,
  rows: readonly IncorporationRow[],
): Promise<ImportIncorporationDto[]> {
  const entries: EntryRow[] = [];
  for (const batch of chunks(rows.map((row) => row.id))) {
    entries.push(...(await repository.findEntries(db, userId, batch)));
  }
  const versions = await operationIdentities(
    db,
    userId,
    entries.map((e) => e.operationId),
  );
  const byIncorporation = new Map<number, EntryRow[]>(rows.map((row) => [row.id, []]));
  for (const entry of entries) byIncorporation.get(entry.incorporationId)?.push(entry);
  return rows.map((row) => toDto(row, byIncorporation.get(row.id) ?? [], versions));
}

export async function importHistory(db: Executor, userId: number, accountId: number) {
  if (!(await isOwnAccount(db, userId, accountId))) throw AppError.notFound();
  const rows = await repository.findIncorporations(db, userId, accountId);
  return describeIncorporations(db, userId, rows);
}

export async function describeIncorporation(db: Executor, userId: number, id: number) {
  const row = await repository.findIncorporation(db, userId, id);
  if (!row) throw AppError.notFound();
  return (await describeIncorporations(db, userId, [row]))[0]!;
}
