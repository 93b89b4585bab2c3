// Hostile inputs for the fuzz test of the route table: values a careless or malicious client
// sends, and a seeded generator so that every failure reproduces.

/** A small seeded generator (mulberry32): the same seed gives the same cases. */
export class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  below(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

const LONG = 'x'.repeat(100_000);

/** JSON values no field expects: wrong types, extreme numbers, impossible dates, hidden text. */
export const HOSTILE_JSON: readonly unknown[] = [
  1e308,
  -1e308,
  -0,
  0,
  -1,
  0.5,
  12.3456789012,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e21,
  'NaN',
  'Infinity',
  '-0',
  '1e308',
  '12.3456789012',
  '2147483648',
  '2026-02-30',
  '99999-01-01',
  '0000-00-00',
  '2026-13-01',
  '',
  ' ',
  'x\u0000y',
  '\u0000',
  '\u001b[31m',
  '\u202e',
  '\ud800',
  LONG,
  `${LONG}\u0000`,
  null,
  true,
  false,
  [],
  [null],
  [1e308, 'x\u0000'],
  {},
  { '': null },
  { __proto__: null, constructor: 'x' },
];

/** Numbers out of every column's range, or not whole, or not numbers at all. */
export const HOSTILE_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  -0,
  0.5,
  12.3456789012,
  2147483648,
  -2147483649,
  Number.MAX_SAFE_INTEGER + 2,
  1e13,
  -1e13,
  1e21,
];

/** Texts for a path parameter or a query value, before URL encoding. */
export const HOSTILE_TEXTS: readonly string[] = [
  '0',
  '-1',
  '-0',
  '1.5',
  '1e308',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '2026-02-30',
  '99999-01-01',
  '2026-13',
  'true',
  '',
  ' ',
  '\u0000',
  'x\u0000y',
  '\u001b',
  '\u202e',
  'é',
  '<script>',
  "'; drop table users; --",
  'x'.repeat(6_000),
];

const HIDDEN = ['\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\u200b', '\u202e', '\ud800'];

/** A plausible text with a hidden character put in, or made huge: the rest of it stays valid. */
export function poisoned(text: string, random: Random): string {
  if (random.chance(0.15)) return text + LONG;
  const at = random.below(text.length + 1);
  return text.slice(0, at) + random.pick(HIDDEN) + text.slice(at);
}

/** Raw URL pieces no encoder would produce: a lone or invalid percent escape, an overlong UTF-8. */
export const RAW_URL_PIECES: readonly string[] = ['%', '%zz', '%E9', '%C0%80', '%00', '%FF%FE'];
