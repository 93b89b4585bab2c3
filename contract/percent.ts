import { z } from 'zod';

/** Percentages travel as numbers with at most 2 decimals and are stored × 100 (basis points). */
export const PERCENT_MAX = 100;
export const BASIS_POINTS_PER_PERCENT = 100;

export function percentToBp(percent: number): number {
  return Math.round(percent * BASIS_POINTS_PER_PERCENT);
}

export function bpToPercent(bp: number): number {
  return bp / BASIS_POINTS_PER_PERCENT;
}

/** Float-safe: 2.55 × 100 is 254.99999999999997 in binary. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const scaled = value * BASIS_POINTS_PER_PERCENT;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A percentage from 0 to 100 with at most 2 decimals; every failure carries `message`. */
export function percentSchema(message: string) {
  return z
    .number(message)
    .min(0, message)
    .max(PERCENT_MAX, message)
    .refine(hasAtMostTwoDecimals, message);
}
