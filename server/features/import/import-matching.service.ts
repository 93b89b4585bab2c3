import { groupBy } from '../../../contract/collections';
import { addDays, daysBetween } from '../../../contract/dates';
import { breathe } from '../../db/breathe';
import type { Executor } from '../../db/database';
import type { ImportMatchKind } from '../../db/schema';
import { echeanceOccurrences } from '../echeances/echeances-read.service';
import {
  importCandidates,
  transferCandidates,
  type ImportCandidate,
} from './import-candidates.service';
import { labelSimilarity } from './matching/label-similarity';
import { matchInChunks } from './import-book-matches';
import { FUZZY_DAYS } from './matching/match-lines';

// Matching a batch of lines against the books of their account: the layers of
// matchLines (bank id, fingerprint, fuzzy), then for the lines left, the other leg of a transfer
// in another of the user's accounts, then a due occurrence of a planned operation.

export interface MatchableLine {
  date: string;
  amount: number;
  label: string;
  bankId: string | null;
  fingerprint: string;
  occurrence: number;
}

export interface MatchColumns {
  matchedOperationId: number | null;
  matchKind: ImportMatchKind | null;
  matchDayGap: number | null;
  matchSimilarity: number | null;
  alreadyImported: 0 | 1;
  merge: 0 | 1;
  transferOperationId: number | null;
  echeanceId: number | null;
  echeanceDate: string | null;
}

export const NO_MATCH: MatchColumns = {
  matchedOperationId: null,
  matchKind: null,
  matchDayGap: null,
  matchSimilarity: null,
  alreadyImported: 0,
  merge: 0,
  transferOperationId: null,
  echeanceId: null,
  echeanceDate: null,
};

const TRANSFER_DAYS = 3;

async function bookMatches(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly MatchableLine[],
): Promise<MatchColumns[]> {
  const books = await importCandidates(db, userId, accountId, lines, FUZZY_DAYS);
  return (await matchInChunks(lines, books)).map((match): MatchColumns => {
    if (match === null) return NO_MATCH;
    const fuzzy = match.reason.kind === 'FUZZY' ? match.reason : null;
    return {
      ...NO_MATCH,
      matchedOperationId: match.operationId,
      matchKind: match.reason.kind,
      matchDayGap: fuzzy?.dayGap ?? null,
      matchSimilarity: fuzzy?.similarity ?? null,
      alreadyImported: match.alreadyImported ? 1 : 0,
      merge: fuzzy ? 1 : 0,
    };
  });
}

/** Pairs (line, candidate) best first, each side taken once. */
function pickPairs<C>(
  pairs: { line: number; candidate: C; key: number; gap: number; likeness: number }[],
  assign: (line: number, candidate: C) => void,
) {
  const takenLines = new Set<number>();
  const taken = new Set<number>();
  pairs.sort((a, b) => a.gap - b.gap || b.likeness - a.likeness || a.line - b.line);
  for (const pair of pairs) {
    if (takenLines.has(pair.line) || taken.has(pair.key)) continue;
    takenLines.add(pair.line);
    taken.add(pair.key);
    assign(pair.line, pair.candidate);
  }
}

async function transferMatches(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly MatchableLine[],
  open: number[],
  columns: MatchColumns[],
) {
  if (open.length === 0) return;
  const legs = await transferCandidates(
    db,
    userId,
    accountId,
    open.map((i) => lines[i]!),
    TRANSFER_DAYS,
  );
  const byAmount = groupBy(legs, (leg) => leg.amount);
  const pairs = open.flatMap((line) =>
    (byAmount.get(-lines[line]!.amount) ?? []).flatMap((leg: ImportCandidate) => {
      const gap = Math.abs(daysBetween(lines[line]!.date, leg.date));
      if (gap > TRANSFER_DAYS) return [];
      const likeness = labelSimilarity(lines[line]!.label, leg.label);
      return [{ line, candidate: leg, key: leg.id, gap, likeness }];
    }),
  );
  pickPairs(pairs, (line, leg) => {
    columns[line] = { ...columns[line]!, transferOperationId: leg.id };
  });
}

async function plannedMatches(
  db: Executor,
  userId: number,
  accountId: number,
  lines: readonly MatchableLine[],
  open: number[],
  columns: MatchColumns[],
) {
  if (open.length === 0) return;
  const dates = open.map((i) => lines[i]!.date).sort();
  const period = { from: addDays(dates[0]!, -FUZZY_DAYS), to: addDays(dates.at(-1)!, FUZZY_DAYS) };
  const due = (
    await echeanceOccurrences(db, userId, period, { accountId }, { proposals: false })
  ).filter((occurrence) => occurrence.state === 'PLANNED');
  const byAmount = groupBy(due.entries(), ([, occurrence]) => occurrence.plan.amount);
  const pairs = open.flatMap((line) =>
    (byAmount.get(lines[line]!.amount) ?? []).flatMap(([key, occurrence]) => {
      const gap = Math.abs(daysBetween(lines[line]!.date, occurrence.date));
      if (gap > FUZZY_DAYS) return [];
      return [{ line, candidate: occurrence, key, gap, likeness: 0 }];
    }),
  );
  pickPairs(pairs, (line, occurrence) => {
    columns[line] = {
      ...columns[line]!,
      matchKind: 'PLANNED',
      echeanceId: occurrence.plan.id,
      echeanceDate: occurrence.date,
    };
  });
}

/** Each line's match columns against the account's books (none without an account). */
export async function matchBatch(
  db: Executor,
  userId: number,
  accountId: number | null,
  lines: readonly MatchableLine[],
): Promise<MatchColumns[]> {
  if (accountId === null || lines.length === 0) return lines.map(() => NO_MATCH);
  const columns = await bookMatches(db, userId, accountId, lines);
  await breathe();
  const unmatched = () =>
    columns.flatMap((c, i) => (c.matchKind === null && c.transferOperationId === null ? [i] : []));
  await transferMatches(db, userId, accountId, lines, unmatched(), columns);
  await plannedMatches(db, userId, accountId, lines, unmatched(), columns);
  return columns;
}
