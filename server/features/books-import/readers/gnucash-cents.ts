import { invalidFile, type Rational } from './gnucash-book';

// GnuCash keeps amounts as rationals in the commodity's smallest unit (1250/100, or 1234/1000 for
// a currency kept to the mill). Pécule keeps cents: an amount exact to the cent converts as it is;
// one finer than the cent is rounded half away from zero when its commodity's fraction is 100 or
// coarser (a stray denominator GnuCash itself shows rounded), and refused (invalidFile) when the
// commodity is kept finer than the cent, whose balance Pécule could not end on.

const abs = (n: bigint) => (n < 0n ? -n : n);

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [abs(a), abs(b)];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function checkedCents(cents: bigint): number {
  const value = Number(cents);
  if (!Number.isSafeInteger(value)) throw invalidFile();
  return value;
}

/** The amount in cents; `fraction` is its commodity's smallest unit per whole (100 for cents). */
export function toCents(amount: Rational, fraction: number): number {
  const scaled = amount.num * 100n;
  if (scaled % amount.denom === 0n) return checkedCents(scaled / amount.denom);
  if (fraction > 100) throw invalidFile();
  const whole = abs(scaled) / amount.denom;
  const remainder = abs(scaled) % amount.denom;
  const rounded = remainder * 2n >= amount.denom ? whole + 1n : whole;
  return checkedCents(scaled < 0n ? -rounded : rounded);
}

export const negate = (r: Rational): Rational => ({ num: -r.num, denom: r.denom });

const commonDenominator = (amounts: readonly Rational[]) =>
  amounts.reduce((lcm, r) => (lcm / gcd(lcm, r.denom)) * r.denom, 1n);

export function sum(amounts: readonly Rational[]): Rational {
  const denom = commonDenominator(amounts);
  return { num: amounts.reduce((total, r) => total + r.num * (denom / r.denom), 0n), denom };
}

const floorDiv = (a: bigint, b: bigint) => (a % b === 0n || a >= 0n ? a / b : a / b - 1n);

/**
 * `total` cents shared among parts in proportion to their weights (the source's amounts, perhaps
 * in another currency), each rounded so that the shares add up to `total` exactly; null when the
 * weights add up to nothing and cannot share it.
 */
export function shareCents(total: number, weights: readonly Rational[]): number[] | null {
  const denom = commonDenominator(weights);
  let units = weights.map((w) => w.num * (denom / w.denom));
  let whole = units.reduce((a, b) => a + b, 0n);
  if (whole === 0n) return null;
  if (whole < 0n) [units, whole] = [units.map((u) => -u), -whole];
  const scaled = units.map((u) => u * BigInt(total));
  const shares = scaled.map((s) => floorDiv(s, whole));
  const remainders = scaled.map((s, i) => s - shares[i]! * whole);
  let left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
  const order = remainders
    .map((_, i) => i)
    .sort((a, b) =>
      remainders[b]! > remainders[a]! ? 1 : remainders[b]! < remainders[a]! ? -1 : a - b,
    );
  for (let k = 0; left !== 0n; k++) {
    const step = left > 0n ? 1n : -1n;
    const index = order[k % order.length]!;
    shares[index] = shares[index]! + step;
    left -= step;
  }
  return shares.map(checkedCents);
}
