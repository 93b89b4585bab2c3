import { breathe } from '../../db/breathe';
import type { ImportCandidate } from './import-candidates.service';
import { matchLines, type LineMatch, type LineToMatch } from './matching/match-lines';

// matchLines over a large batch, by chunks of lines in date order with the event loop let
// through between them (a 50,000-line file would hold it for seconds). An operation is taken
// once over all chunks, and one a line names by its bank id or fingerprint is kept for that
// line's chunk: the exact layers still come first.

const LINES_PER_CHUNK = 5_000;

const exactKeys = (item: {
  bankId: string | null;
  fingerprint: string | null;
  occurrence: number | null;
}) => [
  ...(item.bankId === null ? [] : [`B${item.bankId}`]),
  ...(item.fingerprint === null ? [] : [`F${item.fingerprint}#${item.occurrence}`]),
];

/** The line each operation is the exact match of, if any. */
function reservations(lines: readonly LineToMatch[], books: readonly ImportCandidate[]) {
  const lineByKey = new Map<string, number>();
  lines.forEach((line, i) => exactKeys(line).forEach((key) => lineByKey.set(key, i)));
  const reserved = new Map<number, number>();
  for (const op of books) {
    const line = exactKeys(op)
      .map((key) => lineByKey.get(key))
      .find((i) => i !== undefined);
    if (line !== undefined) reserved.set(op.id, line);
  }
  return reserved;
}

export async function matchInChunks(
  lines: readonly LineToMatch[],
  books: readonly ImportCandidate[],
): Promise<(LineMatch | null)[]> {
  const order = lines
    .map((_, i) => i)
    .sort((a, b) =>
      lines[a]!.date < lines[b]!.date ? -1 : lines[a]!.date > lines[b]!.date ? 1 : a - b,
    );
  const reserved = reservations(lines, books);
  const taken = new Set<number>();
  const matches: (LineMatch | null)[] = lines.map(() => null);
  for (let at = 0; at < order.length; at += LINES_PER_CHUNK) {
    const chunk = order.slice(at, at + LINES_PER_CHUNK);
    const inChunk = new Set(chunk);
    const available = books.filter((op) => {
      const owner = reserved.get(op.id);
      return !taken.has(op.id) && (owner === undefined || inChunk.has(owner));
    });
    matchLines(
      chunk.map((i) => lines[i]!),
      available,
    ).forEach((match, k) => {
      matches[chunk[k]!] = match;
      if (match) taken.add(match.operationId);
    });
    await breathe();
  }
  return matches;
}
