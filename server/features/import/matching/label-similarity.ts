import { searchFold } from '../../../../contract/operations-search';

// How alike two bank labels are, 0 to 1: the mean of the Sørensen–Dice coefficient of their
// letter pairs and their overlap (shared pairs over the shorter label's), after folding case,
// accents and punctuation. A short label inside a long one ("Netflix", "CB NETFLIX.COM 01/03")
// scores well; word order and card numbers matter little.

interface LetterPairs {
  counts: Map<string, number>;
  size: number;
  folded: string;
}

function letterPairs(text: string): LetterPairs {
  const folded = searchFold(text);
  const words = folded.replace(/[^A-Z0-9]+/g, ' ').trim();
  const counts = new Map<string, number>();
  let size = 0;
  for (const word of words.split(' ')) {
    for (let i = 0; i < word.length - 1; i++) {
      const pair = word.slice(i, i + 2);
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
      size += 1;
    }
  }
  return { counts, size, folded };
}

/**
 * Each label is folded once, not once per comparison: a line is compared with every operation of
 * its amount, and the same operations with many lines. Bounded, so a long-lived server does not
 * keep every label it ever saw.
 */
const MEMO_LIMIT = 100_000;
const memo = new Map<string, LetterPairs>();

function pairsOf(text: string): LetterPairs {
  let pairs = memo.get(text);
  if (pairs === undefined) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    pairs = letterPairs(text);
    memo.set(text, pairs);
  }
  return pairs;
}

export function labelSimilarity(a: string, b: string): number {
  const left = pairsOf(a);
  const right = pairsOf(b);
  if (left.size === 0 || right.size === 0) return left.folded === right.folded ? 1 : 0;
  let shared = 0;
  for (const [pair, count] of left.counts) shared += Math.min(count, right.counts.get(pair) ?? 0);
  const dice = (2 * shared) / (left.size + right.size);
  const overlap = shared / Math.min(left.size, right.size);
  return (dice + overlap) / 2;
}

/** The label as the strict fingerprint compares it: folded, spaces squeezed. */
export function fingerprintLabel(label: string): string {
  return searchFold(label).replace(/\s+/g, ' ');
}
