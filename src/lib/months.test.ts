import { describe, expect, it } from 'vitest';
import { monthName, monthNames, yearMonthName } from './months';

describe('month names', () => {
  it('writes French months in lower case inside a sentence, capitalised at the start of a line', () => {
    expect(monthName(11, 'fr')).toBe('novembre');
    expect(monthName(11, 'fr', { capitalised: true })).toBe('Novembre');
    expect(yearMonthName('2026-11', 'fr')).toBe('novembre 2026');
    expect(yearMonthName('2026-06', 'fr', { capitalised: true })).toBe('Juin 2026');
  });

  it('writes English months capitalised, and short names for axes', () => {
    expect(monthNames('en')[0]).toBe('January');
    expect(yearMonthName('2026-11', 'en')).toBe('November 2026');
    expect(yearMonthName('2026-11', 'en', { length: 'short' })).toBe('Nov 2026');
    expect(yearMonthName('2026-11', 'fr', { length: 'short' })).toBe('nov. 2026');
  });
});
