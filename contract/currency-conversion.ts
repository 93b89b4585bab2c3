import type { IsoDate } from './dates';
import type { Cents } from './money';
import {
  PIVOT_CURRENCY,
  RATE_SCALE,
  RATE_SOURCES,
  formatRate,
  parseRate,
  type RateSource,
} from './exchange-rates';

// The conversion rules of issue 30 (docs/decisions/exchange-rates.md). The rate used for a day is
// the latest known on or before it: of the pair itself (either way round) or across the euro,
// whichever is the more recent; on one day, the person's own rate wins over a transfer's, which
// wins over the ECB's. A converted figure is rounded to the cent once, never its parts.

/** A rate as known: one `base` buys `scaled / RATE_SCALE` of `quote` on `day`. */
export interface KnownRate {
  base: string;
  quote: string;
  day: IsoDate;
  scaled: bigint;
  source: RateSource;
}

/** The rate a figure used: `quote = base × num / den`, and the day it was known on. */
export interface UsedRate {
  num: bigint;
  den: bigint;
  /** For a rate across the euro, the older of its two days. */
  day: IsoDate;
  via: 'same' | 'direct' | 'inverse' | 'cross';
}

interface Dated {
  day: IsoDate;
  scaled: bigint;
  source: RateSource;
}

const precedence = (source: RateSource) => RATE_SOURCES.indexOf(source);

/** The entry of a day-sorted list on or before `day` (binary search), or undefined. */
function onOrBefore(list: readonly Dated[], day: IsoDate): Dated | undefined {
  let low = 0;
  let high = list.length - 1;
  let found: Dated | undefined;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (list[middle]!.day <= day) {
      found = list[middle];
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Of two rates of one pair and day, the one kept: of one source the later given, else by source. */
const wins = (added: Dated, kept: Dated) => precedence(added.source) <= precedence(kept.source);

/** Day-sorted rates, one a day, each day's winner kept (a stable sort keeps the given order). */
function oneADay(rates: readonly Dated[]): Dated[] {
  const sorted = [...rates].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const days: Dated[] = [];
  for (const rate of sorted) {
    const last = days.at(-1);
    if (last?.day !== rate.day) days.push(rate);
    else if (wins(rate, last)) days[days.length - 1] = rate;
  }
  return days;
}

/** A pair's kept rates with a few added: one linear merge of two day-sorted lists. */
function mergeDays(kept: readonly Dated[], added: readonly Dated[]): Dated[] {
  const extra = oneADay(added);
  const merged: Dated[] = [];
  let i = 0;
  let j = 0;
  while (i < kept.length || j < extra.length) {
    const [a, b] = [kept[i], extra[j]];
    if (b === undefined || (a !== undefined && a.day < b.day)) merged.push(kept[i++]!);
    else if (a === undefined || b.day < a.day) merged.push(extra[j++]!);
    else {
      merged.push(wins(b, a) ? b : a);
      i++;
      j++;
    }
  }
  return merged;
}

/**
 * The known rates of a person, looked up by pair and day. Built on another book (everyone's ECB
 * rates, kept once), it shares that book's lists but for the pairs its own rates touch.
 */
export class RateBook {
  private readonly pairs: Map<string, readonly Dated[]>;

  constructor(rates: readonly KnownRate[], base?: RateBook) {
    this.pairs = new Map(base?.pairs);
    const added = new Map<string, Dated[]>();
    for (const { base: from, quote, day, scaled, source } of rates) {
      const key = `${from}>${quote}`;
      const list = added.get(key) ?? [];
      list.push({ day, scaled, source });
      added.set(key, list);
    }
    for (const [key, list] of added)
      this.pairs.set(key, mergeDays(this.pairs.get(key) ?? [], list));
  }

  /** The pair's own rate on `day`, known either way round. */
  private pairRate(from: string, to: string, day: IsoDate): UsedRate | null {
    const direct = onOrBefore(this.pairs.get(`${from}>${to}`) ?? [], day);
    const inverse = onOrBefore(this.pairs.get(`${to}>${from}`) ?? [], day);
    if (direct && (!inverse || direct.day >= inverse.day)) {
      return { num: direct.scaled, den: RATE_SCALE, day: direct.day, via: 'direct' };
    }
    if (inverse) return { num: RATE_SCALE, den: inverse.scaled, day: inverse.day, via: 'inverse' };
    return null;
  }

  /** The rate from `from` to `to` on `day`, or null when none is known on or before it. */
  rateOn(from: string, to: string, day: IsoDate): UsedRate | null {
    if (from === to) return { num: 1n, den: 1n, day, via: 'same' };
    const own = this.pairRate(from, to, day);
    if (from === PIVOT_CURRENCY || to === PIVOT_CURRENCY) return own;
    const toPivot = this.pairRate(from, PIVOT_CURRENCY, day);
    const fromPivot = this.pairRate(PIVOT_CURRENCY, to, day);
    if (!toPivot || !fromPivot) return own;
    const crossDay = toPivot.day < fromPivot.day ? toPivot.day : fromPivot.day;
    if (own && own.day >= crossDay) return own;
    return {
      num: toPivot.num * fromPivot.num,
      den: toPivot.den * fromPivot.den,
      day: crossDay,
      via: 'cross',
    };
  }
}

/** a / b rounded half away from zero. */
function divideRounded(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const quotient = (x + y / 2n) / y;
  return negative ? -quotient : quotient;
}

/** The rate a transfer implies: what reached the target for what left the source (both > 0). */
export const impliedRate = (debited: Cents, credited: Cents): bigint =>
  divideRounded(BigInt(credited) * RATE_SCALE, BigInt(debited));

/** `cents` of the base converted at a rate given as decimal text ("1.0876"); null if none. */
export function convertAtRate(cents: Cents, rate: string): Cents | null {
  const scaled = parseRate(rate);
  return scaled === null
    ? null
    : convertCents(cents, { num: scaled, den: RATE_SCALE, day: '', via: 'direct' });
}

/** A rate's decimal text rounded to `decimals` ("1.105" for 1.10498 at 4). */
export const roundedRate = (scaled: bigint, decimals: number): string => {
  const step = 10n ** BigInt(10 - decimals);
  return formatRate(divideRounded(scaled, step) * step);
};

/** The rate as decimal text, to 10 decimals (a crossed or inverse rate is rounded there). */
export const rateText = (rate: UsedRate): string =>
  formatRate(divideRounded(rate.num * RATE_SCALE, rate.den));

/** Sub-cent precision the parts of a figure are added at (10⁻¹² of a cent). */
const PART_SCALE = 10n ** 12n;

/** One amount converted: rounded to the cent. */
export const convertCents = (cents: Cents, rate: UsedRate): Cents =>
  Number(divideRounded(BigInt(cents) * rate.num, rate.den));

/**
 * A figure made of amounts of several currencies and days: each part is converted exactly (to
 * 10⁻¹² of a cent), the whole rounded to the cent once.
 */
export class ConvertedSum {
  private exact = 0n;
  private oldest: IsoDate | null = null;

  add(cents: Cents, rate: UsedRate): this {
    this.exact += divideRounded(BigInt(cents) * rate.num * PART_SCALE, rate.den);
    if (rate.via !== 'same' && (this.oldest === null || rate.day < this.oldest)) {
      this.oldest = rate.day;
    }
    return this;
  }

  get cents(): Cents {
    return Number(divideRounded(this.exact, PART_SCALE));
  }

  /** The oldest rate day the figure used; null when nothing was converted. */
  get rateDay(): IsoDate | null {
    return this.oldest;
  }
}
