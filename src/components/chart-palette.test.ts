import { describe, expect, it } from 'vitest';
import { CHART_COLORS, lineColors } from './chart-palette';

describe('chart colours', () => {
  it('takes the palette first, then distinct generated colours', () => {
    expect(lineColors(3)).toEqual(CHART_COLORS.slice(0, 3));
    let hue = 0;
    const colors = lineColors(CHART_COLORS.length + 5, () => (hue++ % 3) * 7);
    expect(new Set(colors).size).toBe(CHART_COLORS.length + 5);
  });
});
