// Chart colours (spec 002 §9): pie and bar charts show at most CHART_COLORS.length slices or bars;
// line charts take these first, then colours generated at random, each different from the others.

export const CHART_COLORS = [
  '#0f6b5c',
  '#d9822b',
  '#3b6fb6',
  '#b3261e',
  '#7a4fb0',
  '#2e8b57',
  '#c2185b',
  '#8d6e1f',
  '#00838f',
  '#5d6d7e',
] as const;

const HUES = 3600;
const hueColor = (tenths: number) => `hsl(${(tenths / 10).toFixed(1)} 60% 42%)`;

/** A small seeded generator (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `count` distinct colours: the palette's, then random hues; a hue already taken moves on to the
 * next free one, so the loop always ends. The hues are drawn from a seeded generator, so a chart
 * keeps its colours from one render (or visit) to the next.
 */
export function lineColors(count: number, random: () => number = seededRandom(count)): string[] {
  const colors: string[] = CHART_COLORS.slice(0, count);
  const taken = new Set<number>();
  while (colors.length < count && taken.size < HUES) {
    let tenths = Math.floor(random() * HUES) % HUES;
    while (taken.has(tenths)) tenths = (tenths + 1) % HUES;
    taken.add(tenths);
    colors.push(hueColor(tenths));
  }
  return colors;
}
