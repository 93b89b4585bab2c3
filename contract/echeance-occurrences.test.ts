import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nthOccurrence, occurrenceDates } from './echeance-occurrences';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from './echeances';

const FREQUENCIES = Object.keys(ECHEANCE_FREQUENCIES) as EcheanceFrequency[];

describe('occurrence engine', () => {
  it('keeps month ends without drift: 31 January monthly', () => {
    const rule = { beginDate: '2024-01-31', frequency: 'MONTHLY' as const };
    expect(occurrenceDates(rule, '2024-01-01', '2024-05-31')).toEqual([
      '2024-01-31',
      '2024-02-29',
      '2024-03-31',
      '2024-04-30',
      '2024-05-31',
    ]);
    expect(occurrenceDates(rule, '2025-02-01', '2025-03-31')).toEqual(['2025-02-28', '2025-03-31']);
  });

  it('gives 29 February yearly as 28 February in common years', () => {
    const rule = { beginDate: '2024-02-29', frequency: 'YEARLY' as const };
    expect(occurrenceDates(rule, '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it.each([
    ['WEEKLY', ['2024-02-26', '2024-03-04', '2024-03-11']],
    ['BIWEEKLY', ['2024-02-26', '2024-03-11']],
    ['BIMONTHLY', ['2024-02-26', '2024-04-26']],
    ['QUARTERLY', ['2024-02-26', '2024-05-26']],
    ['SEMIANNUAL', ['2024-02-26', '2024-08-26']],
  ] as const)('steps %s from the begin date', (frequency, expected) => {
    const rule = { beginDate: '2024-02-26', frequency };
    const to = expected.at(-1) as string;
    expect(occurrenceDates(rule, '2024-01-01', to)).toEqual(expected);
  });

  it('crosses a leap day weekly and year ends quarterly', () => {
    expect(
      occurrenceDates({ beginDate: '2024-02-22', frequency: 'WEEKLY' }, '2024-02-28', '2024-03-07'),
    ).toEqual(['2024-02-29', '2024-03-07']);
    expect(
      occurrenceDates(
        { beginDate: '2023-11-30', frequency: 'QUARTERLY' },
        '2024-01-01',
        '2024-12-31',
      ),
    ).toEqual(['2024-02-29', '2024-05-30', '2024-08-30', '2024-11-30']);
  });

  it('gives a once-only operation its begin date and nothing after', () => {
    const rule = { beginDate: '2024-03-15', frequency: 'ONCE' as const };
    expect(occurrenceDates(rule, '2024-01-01', '2024-12-31')).toEqual(['2024-03-15']);
    expect(occurrenceDates(rule, '2024-03-16', '2024-12-31')).toEqual([]);
    expect(nthOccurrence(rule, 1)).toBeNull();
  });

  it('starts at the begin date, never before', () => {
    const rule = { beginDate: '2024-06-10', frequency: 'MONTHLY' as const };
    expect(occurrenceDates(rule, '2024-01-01', '2024-07-31')).toEqual(['2024-06-10', '2024-07-10']);
  });

  it('expands a year exactly as its months one by one', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1996-01-01'), max: new Date('2040-12-31'), noInvalidDate: true }),
        fc.constantFrom(...FREQUENCIES),
        fc.integer({ min: 1995, max: 2045 }),
        (begin, frequency, year) => {
          const rule = { beginDate: begin.toISOString().slice(0, 10), frequency };
          const byMonth = Array.from({ length: 12 }, (_, i) => {
            const month = String(i + 1).padStart(2, '0');
            return occurrenceDates(rule, `${year}-${month}-01`, `${year}-${month}-31`);
          }).flat();
          expect(occurrenceDates(rule, `${year}-01-01`, `${year}-12-31`)).toEqual(byMonth);
        },
      ),
    );
  });

  it('finds in any window exactly the dates of the sequence that fall in it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true }),
        fc.constantFrom(...FREQUENCIES),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 200 }),
        (begin, frequency, offset, length) => {
          const rule = { beginDate: begin.toISOString().slice(0, 10), frequency };
          const all = Array.from({ length: 120 }, (_, n) => nthOccurrence(rule, n)).filter(
            (date): date is string => date !== null,
          );
          const from = all[0] as string;
          const shift = (date: string, days: number) =>
            new Date(Date.parse(date) + days * 86_400_000).toISOString().slice(0, 10);
          const start = shift(from, offset);
          const end = shift(start, length);
          const expected = all.filter((date) => date >= start && date <= end);
          expect(occurrenceDates(rule, start, end)).toEqual(expected);
        },
      ),
    );
  });
});
