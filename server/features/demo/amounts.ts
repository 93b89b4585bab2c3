import { daysBetween } from '../../../contract/dates';
import type { Prng } from './prng';

// Realistic amounts in cents: prices spread log-normally (most near the usual basket, a few big
// ones), in the steps a till or a cash machine uses, at the prices of their year.

/** Yearly rise of everyday prices: the catalogue holds today's prices. */
const INFLATION = 0.02;

/** How much cheaper things were on `date` than on `endDate`. */
export function priceFactor(date: string, endDate: string, rate = INFLATION): number {
  return (1 + rate) ** -(daysBetween(date, endDate) / 365.25);
}

/**
 * A price between min and max (today's cents) times `factor`, log-normal around their geometric
 * mean (±2σ spans the range; draws outside it are drawn again), rounded to `step` cents.
 */
export function drawCents(rng: Prng, min: number, max: number, factor = 1, step = 1): number {
  let value = min;
  if (max > min) {
    const mu = (Math.log(min) + Math.log(max)) / 2;
    const sigma = (Math.log(max) - Math.log(min)) / 4;
    do value = Math.exp(mu + sigma * rng.normal());
    while (value < min || value > max);
  }
  return Math.max(step, Math.round((value * factor) / step) * step);
}

/** A subscription's price in the year of `date`: today's, less `rate` a year, ending in ,49 or ,99. */
export function subscriptionPrice(cents: number, rate: number, date: string, endDate: string) {
  const years = Math.floor(daysBetween(date, endDate) / 365.25);
  return Math.max(99, Math.round(cents / (1 + rate) ** years / 50) * 50 - 1);
}

/** The general practitioner's fee (Sécurité sociale sector 1) from each date on. */
const CONSULTATION: readonly [since: string, cents: number][] = [
  ['2024-12-22', 3_000],
  ['2023-12-22', 2_650],
  ['2017-05-01', 2_500],
  ['2011-01-01', 2_300],
  ['0000-01-01', 2_200],
];

export function consultationFee(date: string): number {
  return CONSULTATION.find(([since]) => date >= since)?.[1] ?? 2_200;
}

/** CPAM pays back 70 % of the fee less the fixed contribution (1 €, 2 € from 15 May 2024). */
export function consultationRefund(date: string): number {
  const contribution = date >= '2024-05-15' ? 200 : 100;
  return Math.round(consultationFee(date) * 0.7) - contribution;
}
