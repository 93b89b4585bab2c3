import { describe, expect, it } from 'vitest';
import { shortAccountNumber } from './report-label';

describe('a pending report’s account number in its label', () => {
  it('keeps a short number, shows a long one by its last four signs, a dash for none', () => {
    expect(shortAccountNumber('12345678')).toBe('12345678');
    expect(shortAccountNumber('XXXXXXXXXXXX4321')).toBe('…4321');
    expect(shortAccountNumber(null)).toBe('—');
  });
});
