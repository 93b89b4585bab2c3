import { describe, expect, it } from 'vitest';
import { formatCents } from '../../contract/money';
import { wholeAmountTick } from './chart-ticks';

describe('chart amount ticks', () => {
  it('writes whole amounts with the currency, in French and English', () => {
    const fr = wholeAmountTick((units) => formatCents(units * 100, 'EUR', 'fr'));
    const en = wholeAmountTick((units) => formatCents(units * 100, 'EUR', 'en'));
    expect(fr(1200)).toMatch(/^1\s200\s€$/);
    expect(fr(-350.4)).toMatch(/^-350\s€$/);
    expect(en(1200)).toBe('€1,200');
  });
});
