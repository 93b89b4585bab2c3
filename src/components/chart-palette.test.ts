import { describe, expect, it } from 'vitest';
import { CHART_COLORS, lineColors } from './chart-palette';

describe('chart colours', () => {
  it('takes the palette first, then distinct generated colours even when the random repeats', () => {
    expect(lineColors(3)).toEqual(CHART_COLORS.slice(0, 3));
    const colors = lineColors(CHART_COLORS.length + 5, () => 0.5);
    expect(new Set(colors).size).toBe(CHART_COLORS.length + 5);
  });

  it('gives a chart the same colours at every render', () => {
    const count = CHART_COLORS.length + 30;
    const colors = lineColors(count);
    expect(lineColors(count)).toEqual(colors);
    expect(new Set(colors).size).toBe(count);
  });
});
