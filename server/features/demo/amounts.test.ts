import { describe, expect, it } from 'vitest';
import {
  consultationFee,
  consultationRefund,
  drawCents,
  priceFactor,
  subscriptionPrice,
} from './amounts';
import { Prng } from './prng';

describe('generated amounts', () => {
  it('draws prices within their range, in their steps, most near the geometric mean', () => {
    const rng = new Prng(5);
    const draws = Array.from({ length: 5_000 }, () => drawCents(rng, 800, 5_500));
    expect(draws.every((c) => Number.isInteger(c) && c >= 800 && c <= 5_500)).toBe(true);
    const middle = draws.filter((c) => c >= 1_300 && c <= 3_400).length / draws.length;
    expect(middle).toBeGreaterThan(0.6);
    expect(new Set(draws).size).toBeGreaterThan(2_000);
    const notes = Array.from({ length: 500 }, () => drawCents(rng, 2_000, 10_000, 1, 1_000));
    expect(notes.every((c) => c % 1_000 === 0 && c >= 2_000 && c <= 10_000)).toBe(true);
    expect(drawCents(rng, 3_000, 3_000)).toBe(3_000);
  });

  it('scales prices to their year and never rounds one to nothing', () => {
    expect(priceFactor('2026-01-01', '2026-01-01')).toBe(1);
    expect(priceFactor('2006-01-01', '2026-01-01')).toBeCloseTo(1 / 1.02 ** 20, 3);
    expect(drawCents(new Prng(1), 1, 1, 0.01, 5)).toBe(5);
  });

  it('prices subscriptions by year in half-euro steps', () => {
    expect(subscriptionPrice(1_399, 0.05, '2026-05-01', '2026-06-01')).toBe(1_399);
    expect(subscriptionPrice(1_399, 0.05, '2025-05-01', '2026-06-01')).toBe(1_349);
    expect(subscriptionPrice(1_399, 0.05, '2023-05-01', '2026-06-01')).toBe(1_199);
  });

  it("follows the doctor's fee and the CPAM refund over time", () => {
    expect(consultationFee('2025-01-10')).toBe(3_000);
    expect(consultationFee('2024-01-10')).toBe(2_650);
    expect(consultationFee('2010-01-10')).toBe(2_200);
    expect(consultationRefund('2025-01-10')).toBe(1_900);
    expect(consultationRefund('2020-01-10')).toBe(1_650);
  });
});
