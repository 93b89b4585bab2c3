import { addDays } from '../../../contract/dates';
import { breathe } from '../../db/breathe';
import { chunks } from '../../db/chunks';
import type { Executor } from '../../db/database';
import * as repository from './import-candidates.repository';

// The operations of the books a batch of imported lines may be (the import's matching): read in
// a bounded number of queries, never one per line.

export interface ImportCandidate {
  id: number;
  accountId: number;
  date: string;
  amount: number;
  label: string;
  bankId: string | null;
  fingerprint: string | null;
  occurrence: number | null;
}

export interface CandidateLine {
  date: string;
  amount: number;
  bankId: string | null;
  fingerprint: string;
}

const CHUNK = 500;

/** The lines in date order cut into chunks, each with its amounts and dates ± `days`. */
export function amountWindows(
  lines: readonly { date: string; amount: number }[],
  days: number,
  sign: 1 | -1 = 1,
): repository.AmountWindow[] {
  const sorted = [...lines].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return chunks(sorted, CHUNK).map((chunk) => ({
    amounts: [...new Set(chunk.map((line) => line.amount * sign))],
    from: addDays(chunk[0]!.date, -days),
    to: addDays(chunk[chunk.length - 1]!.date, days),
  }));
}

function unique(rows: readonly ImportCandidate[]): ImportCandidate[] {
  return [...new Map(rows.map((row) => [row.id, row])).values()];
}

/**
 * The account's operations that share a bank id or a fingerprint with a line, or its amount
 * within `days` of its date.
 */
export async function importCandidates(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly CandidateLine[],
  days: number,
): Promise<ImportCandidate[]> {
  const bankIds = [...new Set(lines.flatMap((line) => (line.bankId ? [line.bankId] : [])))];
  const prints = [...new Set(lines.map((line) => line.fingerprint))];
  const found: ImportCandidate[] = [];
  for (const ids of chunks(bankIds, CHUNK)) {
    found.push(...(await repository.findByBankIds(db, userId, accountId, ids)));
    await breathe();
  }
  for (const some of chunks(prints, CHUNK)) {
    found.push(...(await repository.findByFingerprints(db, userId, accountId, some)));
    await breathe();
  }
  for (const window of amountWindows(lines, days)) {
    found.push(...(await repository.findByAmounts(db, userId, accountId, window)));
    await breathe();
  }
  return unique(found);
}

/** Simple operations of the user's other accounts with a line's opposite amount near its date. */
export async function transferCandidates(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly { date: string; amount: number }[],
  days: number,
): Promise<ImportCandidate[]> {
  const found: ImportCandidate[] = [];
  for (const window of amountWindows(lines, days, -1)) {
    found.push(...(await repository.findTransferLegs(db, userId, accountId, window)));
    await breathe();
  }
  return unique(found);
}

export interface OperationRef extends ImportCandidate {
  accountName: string;
}

/** The user's operations of these ids with their account's name, for the import report. */
export async function operationRefs(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, OperationRef>> {
  const refs = new Map<number, OperationRef>();
  for (const some of chunks([...new Set(ids)], CHUNK)) {
    for (const row of await repository.findRefs(db, userId, some)) refs.set(row.id, row);
  }
  return refs;
}
