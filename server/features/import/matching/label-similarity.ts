import { searchFold } from '../../../../contract/operations-search';

// How alike two bank labels are, 0 to 1: the mean of the Sørensen–Dice coefficient of their
// letter pairs and their overlap (shared pairs over the shorter label's), after folding case,
// accents and punctuation. A short label inside a long one ("Netflix", "CB NETFLIX.COM 01/03")
// scores well; word order and card numbers matter little.

function pairs(text: string): Map<string, number> {
  const folded = searchFold(text)
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
  const counts = new Map<string, number>();
  for (const word of folded.split(' ')) {
    for (let i = 0; i < word.length - 1; i++) {
      const pair = word.slice(i, i + 2);
      counts.set(pair, (counts.get(pair) ?? 0) + 1);
    }
  }
  return counts;
}

export function labelSimilarity(a: string, b: string): number {
  const left = pairs(a);
  const right = pairs(b);
  const size = (counts: Map<string, number>) => [...counts.values()].reduce((s, n) => s + n, 0);
  let shared = 0;
  for (const [pair, count] of left) shared += Math.min(count, right.get(pair) ?? 0);
  const [leftSize, rightSize] = [size(left), size(right)];
  if (leftSize === 0 || rightSize === 0) return searchFold(a) === searchFold(b) ? 1 : 0;
  const dice = (2 * shared) / (leftSize + rightSize);
  const overlap = shared / Math.min(leftSize, rightSize);
  return (dice + overlap) / 2;
}

/** The label as the strict fingerprint compares it: folded, spaces squeezed. */
export function fingerprintLabel(label: string): string {
  return searchFold(label).replace(/\s+/g, ' ');
}
