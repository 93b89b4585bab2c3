import { dayNumber, type IsoDate } from '../../../../contract/dates';
import { labelSimilarity } from './label-similarity';

// Matching in layers, each proposal with its reason: the bank's own id, then the
// strict fingerprint (date, amount, label, occurrence) — both mean "imported before" —, then a
// fuzzy score against the other operations of the account: same amount in cents, a date a few
// days apart, labels alike. Each operation answers at most one line; nothing is decided here.

export interface LineToMatch {
  date: IsoDate;
  amount: number;
  label: string;
  bankId: string | null;
  fingerprint: string;
  occurrence: number;
}

export interface BookedOperation {
  id: number;
  date: IsoDate;
  amount: number;
  label: string;
  bankId: string | null;
  fingerprint: string | null;
  occurrence: number | null;
}

export type MatchReason =
  | { kind: 'BANK_ID' }
  | { kind: 'FINGERPRINT' }
  /** dayGap: the line's date minus the operation's, in days; similarity: 0–100 %. */
  | { kind: 'FUZZY'; dayGap: number; similarity: number };

export interface LineMatch {
  operationId: number;
  reason: MatchReason;
  /** The bank id or the fingerprint says the line is that operation, imported before. */
  alreadyImported: boolean;
}

export const FUZZY_DAYS = 5;
/** Within this many days the same amount is enough; further, labels must be this alike. */
const CLOSE_DAYS = 2;
const ALIKE = 0.5;

function exactMatches(lines: readonly LineToMatch[], operations: readonly BookedOperation[]) {
  const byBankId = new Map(operations.filter((o) => o.bankId !== null).map((o) => [o.bankId, o]));
  const byPrint = new Map(
    operations
      .filter((o) => o.fingerprint !== null)
      .map((o) => [`${o.fingerprint}#${o.occurrence}`, o]),
  );
  return lines.map((line): LineMatch | null => {
    const byId = line.bankId === null ? undefined : byBankId.get(line.bankId);
    if (byId) return { operationId: byId.id, reason: { kind: 'BANK_ID' }, alreadyImported: true };
    const printed = byPrint.get(`${line.fingerprint}#${line.occurrence}`);
    if (printed)
      return { operationId: printed.id, reason: { kind: 'FINGERPRINT' }, alreadyImported: true };
    return null;
  });
}

interface Candidate {
  line: number;
  operation: BookedOperation;
  gap: number;
  similarity: number;
  score: number;
}

interface Dated {
  day: number;
  operation: BookedOperation;
}

/** The first index whose day is at least `day` (the list is in day order). */
function firstFrom(list: readonly Dated[], day: number): number {
  let [low, high] = [0, list.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.day < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

function candidatesOf(
  line: LineToMatch,
  index: number,
  byAmount: ReadonlyMap<number, readonly Dated[]>,
): Candidate[] {
  const same = byAmount.get(line.amount);
  if (!same) return [];
  const lineDay = dayNumber(line.date);
  const found: Candidate[] = [];
  for (let i = firstFrom(same, lineDay - FUZZY_DAYS); i < same.length; i++) {
    const { day, operation } = same[i]!;
    const gap = lineDay - day;
    if (gap < -FUZZY_DAYS) break;
    if (line.bankId !== null && operation.bankId !== null) continue;
    const similarity = labelSimilarity(line.label, operation.label);
    if (Math.abs(gap) > CLOSE_DAYS && similarity < ALIKE) continue;
    found.push({
      line: index,
      operation,
      gap,
      similarity,
      score: similarity - Math.abs(gap) * 0.1,
    });
  }
  return found;
}

/** The operations not taken, by amount, each list in day order. */
function byAmountOf(operations: readonly BookedOperation[], taken: ReadonlySet<number>) {
  const byAmount = new Map<number, Dated[]>();
  for (const operation of operations) {
    if (taken.has(operation.id)) continue;
    const dated = { day: dayNumber(operation.date), operation };
    const same = byAmount.get(operation.amount);
    if (same) same.push(dated);
    else byAmount.set(operation.amount, [dated]);
  }
  for (const same of byAmount.values()) same.sort((a, b) => a.day - b.day);
  return byAmount;
}

/** Each line's match, or null: a new line. */
export function matchLines(
  lines: readonly LineToMatch[],
  operations: readonly BookedOperation[],
): (LineMatch | null)[] {
  const matches = exactMatches(lines, operations);
  const taken = new Set(matches.flatMap((m) => (m === null ? [] : [m.operationId])));
  const byAmount = byAmountOf(operations, taken);
  const candidates = lines
    .flatMap((line, i) => (matches[i] === null ? candidatesOf(line, i, byAmount) : []))
    .sort((a, b) => b.score - a.score || a.line - b.line || a.operation.id - b.operation.id);
  for (const candidate of candidates) {
    if (matches[candidate.line] !== null || taken.has(candidate.operation.id)) continue;
    taken.add(candidate.operation.id);
    matches[candidate.line] = {
      operationId: candidate.operation.id,
      reason: {
        kind: 'FUZZY',
        dayGap: candidate.gap,
        similarity: Math.round(candidate.similarity * 100),
      },
      alreadyImported: false,
    };
  }
  return matches;
}
