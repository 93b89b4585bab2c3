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

const randomHue = () => Math.floor(Math.random() * 360);

/** `count` distinct colours: the palette's, then random ones never repeated. */
export function lineColors(count: number, random: () => number = randomHue): string[] {
  const colors: string[] = CHART_COLORS.slice(0, count);
  const seen = new Set(colors);
  while (colors.length < count) {
    const color = `hsl(${random() % 360} 60% 42%)`;
    if (seen.has(color)) continue;
    seen.add(color);
    colors.push(color);
  }
  return colors;
}
