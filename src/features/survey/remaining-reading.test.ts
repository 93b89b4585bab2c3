import { describe, expect, it } from 'vitest';
import type { DifferenceResult } from '../../../contract/survey';
import { incomeToCome, netMargin } from './remaining-reading';

const sums = (previsionnel: number, reel: number) => ({
  previsionnel,
  reel,
  gap: reel - previsionnel,
});

const result = (type: string, yearMonth: string): DifferenceResult => ({
  headers: [
    type === 'UNTIL' ? { type, month: yearMonth, date: `${yearMonth}-15` } : { type, yearMonth },
  ],
  currency: 'EUR',
  details: [
    {
      group: 'SIGN',
      groupValue: { id: 1, name: null },
      sums: [sums(300_000, 100_000)],
      children: [],
    },
  ],
});

describe('remaining reading', () => {
  it('reads an overspent month as a negative margin, not as income to come', () => {
    // Planned +2 158,27, real −2 883,17 in a month that is over: 5 041,44 over budget.
    expect(netMargin(sums(215_827, -288_317), 0)).toBe(-504_144);
  });

  it('counts planned income still to come only while the month is not over', () => {
    expect(incomeToCome(result('UNTIL', '2026-11'), 0, '2026-11')).toBe(200_000);
    expect(incomeToCome(result('MONTH', '2026-12'), 0, '2026-11')).toBe(200_000);
    expect(incomeToCome(result('MONTH', '2026-10'), 0, '2026-11')).toBe(0);
    // Rent paid, salary not yet in: what is left to spend, not an overspend.
    expect(netMargin(sums(100_000, -120_000), 300_000)).toBe(80_000);
  });
});
