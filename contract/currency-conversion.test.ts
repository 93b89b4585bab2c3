import { describe, expect, it } from 'vitest';
import {
  ConvertedSum,
  RateBook,
  convertAtRate,
  convertCents,
  impliedRate,
  roundedRate,
  type KnownRate,
} from './currency-conversion';
import { formatRate, parseRate } from './exchange-rates';

const ecb = (quote: string, day: string, rate: string): KnownRate => ({
  base: 'EUR',
  quote,
  day,
  scaled: parseRate(rate)!,
  source: 'ECB',
});

describe('rates as text', () => {
  it('reads decimal text with a point or a comma, exactly', () => {
    expect(parseRate('1.0876')).toBe(10_876_000_000n);
    expect(parseRate('0,0061234567')).toBe(61_234_567n);
    expect(formatRate(parseRate('161.2300')!)).toBe('161.23');
    expect(formatRate(parseRate('2')!)).toBe('2');
  });

  it('refuses what is no rate', () => {
    for (const text of ['0', '0.0', '-1.2', '1e3', 'abc', '1.12345678901', '100001', '']) {
      expect(parseRate(text), text).toBeNull();
    }
  });
});

describe('the rate of a day', () => {
  const book = new RateBook([
    ecb('USD', '2026-11-02', '1.1000'),
    ecb('USD', '2026-11-05', '1.2000'),
    ecb('CHF', '2026-11-02', '0.9000'),
  ]);

  it('is the latest known on or before the day', () => {
    expect(book.rateOn('EUR', 'USD', '2026-11-04')).toMatchObject({ day: '2026-11-02' });
    expect(book.rateOn('EUR', 'USD', '2026-11-05')).toMatchObject({ day: '2026-11-05' });
    expect(book.rateOn('EUR', 'USD', '2026-12-31')).toMatchObject({ day: '2026-11-05' });
  });

  it('is unknown before the first rate', () => {
    expect(book.rateOn('EUR', 'USD', '2026-11-01')).toBeNull();
    expect(book.rateOn('USD', 'CHF', '2026-11-01')).toBeNull();
  });

  it('is its own inverse the other way round', () => {
    const rate = book.rateOn('USD', 'EUR', '2026-11-05')!;
    expect(rate.via).toBe('inverse');
    expect(convertCents(120_00, rate)).toBe(100_00);
    expect(convertCents(100, rate)).toBe(83); // 0.8333… rounded once
  });

  it('crosses through the euro, dated by its older leg', () => {
    const rate = book.rateOn('USD', 'CHF', '2026-11-06')!;
    expect(rate).toMatchObject({ via: 'cross', day: '2026-11-02' });
    expect(convertCents(120_00, rate)).toBe(90_00);
  });

  it('takes a pair of its own over an older cross rate, and the other way', () => {
    const withOwn = new RateBook([
      ecb('USD', '2026-11-02', '1.1000'),
      ecb('CHF', '2026-11-02', '0.9000'),
      {
        base: 'CHF',
        quote: 'USD',
        day: '2026-11-03',
        scaled: parseRate('1.25')!,
        source: 'MANUAL',
      },
    ]);
    expect(withOwn.rateOn('USD', 'CHF', '2026-11-03')!.via).toBe('inverse');
    expect(withOwn.rateOn('CHF', 'USD', '2026-11-01')).toBeNull();
    const later = new RateBook([
      ...[ecb('USD', '2026-11-09', '1.1'), ecb('CHF', '2026-11-09', '0.9')],
      {
        base: 'CHF',
        quote: 'USD',
        day: '2026-11-03',
        scaled: parseRate('1.25')!,
        source: 'MANUAL',
      },
    ]);
    expect(later.rateOn('CHF', 'USD', '2026-11-10')!.via).toBe('cross');
  });

  it('prefers on one day the person’s rate, then a transfer’s, then the ECB’s', () => {
    const day = '2026-11-02';
    const of = (source: KnownRate['source'], rate: string): KnownRate => ({
      ...ecb('USD', day, rate),
      source,
    });
    const usd = (rates: KnownRate[]) =>
      convertCents(100_00, new RateBook(rates).rateOn('EUR', 'USD', day)!);
    expect(usd([of('ECB', '1.1'), of('TRANSFER', '1.2'), of('MANUAL', '1.3')])).toBe(130_00);
    expect(usd([of('MANUAL', '1.3'), of('ECB', '1.1'), of('TRANSFER', '1.2')])).toBe(130_00);
    expect(usd([of('ECB', '1.1'), of('TRANSFER', '1.2')])).toBe(120_00);
  });

  it('is one for a currency to itself', () => {
    expect(convertCents(12_345, book.rateOn('CHF', 'CHF', '2000-01-01')!)).toBe(12_345);
  });
});

describe('a converted figure', () => {
  const book = new RateBook([ecb('USD', '2026-11-02', '1.5'), ecb('CHF', '2026-11-01', '3')]);

  it('is rounded to the cent once, never its parts', () => {
    const rate = book.rateOn('USD', 'EUR', '2026-11-02')!;
    const sum = new ConvertedSum();
    for (let i = 0; i < 3; i++) sum.add(1, rate); // 3 × 0.666… cent
    expect(sum.cents).toBe(2);
    expect(3 * convertCents(1, rate)).toBe(3); // what rounding each part would give
  });

  it('adds several currencies and says the oldest rate it used', () => {
    const sum = new ConvertedSum()
      .add(100_00, book.rateOn('EUR', 'EUR', '2026-11-03')!)
      .add(150_00, book.rateOn('USD', 'EUR', '2026-11-03')!)
      .add(-30_00, book.rateOn('CHF', 'EUR', '2026-11-03')!);
    expect(sum.cents).toBe(190_00);
    expect(sum.rateDay).toBe('2026-11-01');
  });

  it('rounds halves away from zero, both signs', () => {
    const half = { num: 1n, den: 2n, day: '2026-11-01', via: 'direct' } as const;
    expect(convertCents(1, half)).toBe(1);
    expect(convertCents(-1, half)).toBe(-1);
    expect(new ConvertedSum().add(-3, half).cents).toBe(-2);
  });

  it('has no rate day when nothing was converted', () => {
    expect(new ConvertedSum().add(5, book.rateOn('EUR', 'EUR', '2026-11-01')!).rateDay).toBeNull();
  });
});

describe('a book built on another', () => {
  const everyone = new RateBook([ecb('USD', '2026-11-02', '1.1'), ecb('USD', '2026-11-03', '1.2')]);

  it('adds a person’s rates without changing the book it is built on', () => {
    const typed: KnownRate = { ...ecb('USD', '2026-11-03', '1.5'), source: 'MANUAL' };
    const mine = new RateBook([typed], everyone);
    expect(convertCents(100, mine.rateOn('EUR', 'USD', '2026-11-03')!)).toBe(150);
    expect(convertCents(100, mine.rateOn('EUR', 'USD', '2026-11-02')!)).toBe(110);
    expect(convertCents(100, everyone.rateOn('EUR', 'USD', '2026-11-03')!)).toBe(120);
  });
});

describe('the transfer modal’s figures', () => {
  it('proposes an amount at a rate given as text, and rounds a transfer’s rate for reading', () => {
    expect(convertAtRate(100_00, '1.0825')).toBe(108_25);
    expect(convertAtRate(100_00, 'none')).toBeNull();
    expect(roundedRate(impliedRate(100_00, 110_00), 4)).toBe('1.1');
    expect(roundedRate(impliedRate(3_00, 1_00), 4)).toBe('0.3333');
  });
});
