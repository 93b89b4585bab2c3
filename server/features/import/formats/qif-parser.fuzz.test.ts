import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIsoDate } from '../../../../contract/dates';
import type { ReadOptions } from './bank-file';
import { readOrRefusal as read, timed } from './read-or-refusal';
import { parseQif } from './qif-parser';

// QIF-like texts: valid records, odd dates and amounts, headers of every kind and random lines.

const HEADERS = [
  '!Type:Bank',
  '!Type:Cash',
  '!Type:CCard',
  '!Type:Oth A',
  '!type:oth l',
  '!Type:Invst',
  '!Type:Cat',
  '!Type:Class',
  '!Type:Memorized',
  '!Type:Security',
  '!Type:Prices',
  '!Type:Template',
  '!Type:Account',
  '!Type:',
  '!Account',
  '!Option:AutoSwitch',
  '!Clear:AutoSwitch',
  '!',
  '###',
];

const number = (min: number, max: number) => fc.integer({ min, max }).map(String);
const padded = (min: number, max: number) =>
  fc.tuple(number(min, max), fc.constantFrom('', ' ', '0')).map(([n, pad]) => pad + n);
const year = fc.constantFrom('/94', '/2020', '/07', "'2019", "'00", "' 5");

const goodDate = fc
  .tuple(padded(1, 28), fc.constantFrom('/', '.', '-'), padded(1, 12), year)
  .chain(([day, separator, month, y]) =>
    fc.constantFrom(`${day}${separator}${month}${y}`, `${month}${separator}${day}${y}`),
  );
const oddDate = fc.oneof(
  fc.tuple(padded(0, 40), padded(0, 40), year).map(([a, b, y]) => `${a}/${b}${y}`),
  fc.constantFrom('2024-02-30', '2024-12-01', '', '31/12/1899', '1/1/99999'),
  fc.string({ maxLength: 12 }),
);

const goodAmount = fc
  .tuple(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom('', '='))
  .map(([cents, prefix]) => prefix + (cents / 100).toFixed(2));
const oddAmount = fc.oneof(
  fc.constantFrom('-1,000.00', '1.234,56', '(12.00)', '99999999999999', '1.234.5', '', '=-'),
  fc.string({ maxLength: 10 }),
);

const text = (letter: string) => fc.string({ maxLength: 20 }).map((value) => letter + value);
const split = fc
  .tuple(text('S'), fc.option(text('E')), goodAmount)
  .map(([category, memo, amount]) => [category, memo ?? '', `$${amount}`].join('\n'));

const goodRecord = fc
  .tuple(
    goodDate,
    goodAmount,
    fc.array(fc.oneof(text('P'), text('M'), text('L'), text('N'), split)),
  )
  .map(([date, amount, rest]) => [`D${date}`, `T${amount}`, ...rest, '^'].join('\n'));
const oddRecord = fc
  .tuple(fc.oneof(goodDate, oddDate), fc.oneof(goodAmount, oddAmount), fc.array(text('S')))
  .map(([date, amount, rest]) => [`D${date}`, `$${amount}`, `U${amount}`, ...rest].join('\n'));

const chunk = fc.oneof(
  { arbitrary: goodRecord, weight: 12 },
  { arbitrary: fc.constantFrom(...HEADERS), weight: 4 },
  { arbitrary: oddRecord, weight: 1 },
  { arbitrary: fc.string({ maxLength: 40 }), weight: 1 },
);

const qifText = fc
  .tuple(fc.array(chunk, { maxLength: 20 }), fc.constantFrom('\n', '\r\n', '\r'))
  .map(([chunks, newline]) => chunks.join('\n').replace(/\n/g, newline));

const options = fc.constantFrom<ReadOptions>({}, { dateOrder: 'DMY' }, { dateOrder: 'MDY' });

const readOrRefusal = (text: string, readOptions: ReadOptions = {}) =>
  read(() => parseQif(text, readOptions));

describe('QIF reader, on any QIF-like text', () => {
  it('returns a bank file of ISO dates and whole cents, or refuses with a message code', () => {
    fc.assert(
      fc.property(qifText, options, (text, readOptions) => {
        const read = readOrRefusal(text, readOptions);
        if (typeof read === 'string') return;
        const lines = read.statements.flatMap((s) => s.lines);
        expect(lines.every((l) => isIsoDate(l.date) && Number.isInteger(l.amount))).toBe(true);
        if (readOptions.dateOrder) expect(read.dateOrderUnsure).toBeUndefined();
      }),
      { numRuns: 400 },
    );
  });

  it('reads a file of about 1 MB within its budget of 2 s per MB', () => {
    const lists = '!Type:Cat\nNMaison:Travaux\nE\n^\n!Type:Class\nNVacances\n^\n';
    const line = (i: number) =>
      `D${(i % 12) + 1}/${(i % 28) + 1}/${2000 + (i % 25)}\nT-${i % 997}.${i % 100}\nPMagasin ${i}\n` +
      `LMaison:Travaux/Vacances\nSMaison\n$=-1.00\nEPart ${i}\n^\n`;
    let text = `${lists}!Account\nNCompte\n^\n!Type:Bank\n`;
    for (let i = 0; text.length < 1_000_000; i++) text += line(i);
    const { result: file, ms } = timed(() => parseQif(text));
    expect(file.statements[0]?.lines.length).toBeGreaterThan(10_000);
    // Five times the budget: the bound only keeps a loaded test machine from failing it.
    expect(ms).toBeLessThan(10_000);
  }, 30_000);
});
