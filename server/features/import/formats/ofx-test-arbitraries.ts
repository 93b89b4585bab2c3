import fc from 'fast-check';
import { checkingOfx, type TestTransaction } from './ofx-test-texts';

// For the fuzz tests: OFX-like texts — whole statements with random fields, amounts written with
// up to five decimals, then random tags, entities and cuts thrown in.

export interface WrittenAmount {
  text: string;
  /** The amount rounded to the cent half away from zero, as the reader must read it. */
  cents: number;
}

function roundedCents(units: number, decimals: number): number {
  if (decimals <= 2) return units * 10 ** (2 - decimals);
  const scale = 10 ** (decimals - 2);
  const rest = Math.abs(units) % scale;
  const magnitude = (Math.abs(units) - rest) / scale + (rest * 2 >= scale ? 1 : 0);
  return magnitude === 0 ? 0 : Math.sign(units) * magnitude;
}

/** An amount of `units` at `decimals` places, written with its sign or zeros before it. */
export function writeAmount(units: number, decimals: number, prefix = ''): WrittenAmount {
  const digits = String(Math.abs(units)).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? `.${digits.slice(-decimals)}` : '';
  const sign = units < 0 ? '-' : prefix === '+' ? '+' : '';
  const zeros = prefix === '+' ? '' : prefix;
  return { text: `${sign}${zeros}${whole}${fraction}`, cents: roundedCents(units, decimals) };
}

export const writtenAmount: fc.Arbitrary<WrittenAmount> = fc
  .tuple(
    fc.integer({ min: -99_999_999, max: 99_999_999 }),
    fc.integer({ min: 0, max: 5 }),
    fc.constantFrom('', '+', '000000'),
  )
  .map(([units, decimals, prefix]) => writeAmount(units, decimals, prefix));

const two = (min: number, max: number) =>
  fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));

export const ofxDate = fc
  .tuple(
    fc.integer({ min: 1990, max: 2039 }),
    two(1, 12),
    two(1, 28),
    fc.constantFrom('', '120000', '000000.000[-5:EST]', '235959.123[+2:CEST]'),
  )
  .map(([year, month, day, time]) => `${year}${month}${day}${time}`);

const plainName = fc.stringMatching(/^[A-Z0-9][A-Z0-9 .;/*#'-]{0,30}[A-Z0-9]$/);

export const transaction: fc.Arbitrary<TestTransaction & { cents: number }> = fc
  .tuple(fc.stringMatching(/^[A-Z0-9]{1,12}$/), ofxDate, writtenAmount, plainName)
  .map(([id, date, amount, name]) => ({
    id,
    date,
    amount: amount.text,
    name,
    cents: amount.cents,
  }));

const JUNK = [
  '<STMTTRN>',
  '</STMTTRN>',
  '<BANKTRANLIST>',
  '</BANKTRANLIST>',
  '<LEDGERBAL>',
  '<INVBANKTRAN>',
  '<INVSTMTRS>',
  '<STMTRS>',
  '<CCSTMTRS>',
  '</OFX>',
  '<OFX>',
  '<TRNAMT>',
  '<DTPOSTED>',
  '<X.CUSTOM>',
  '<![CDATA[',
  ']]>',
  '<!--',
  '&amp;amp;lt;',
  '&#1114112;',
  '&#x110000;',
  '<',
  '>',
];

const junk = fc.oneof(fc.constantFrom(...JUNK), fc.string({ maxLength: 12 }));

/** A whole statement, then some junk thrown in at random places and a cut at a random point. */
export const ofxLikeText = fc
  .tuple(
    fc.array(transaction, { maxLength: 6 }),
    fc.array(fc.tuple(fc.nat(), junk), { maxLength: 5 }),
    fc.option(fc.nat(), { nil: undefined }),
  )
  .map(([transactions, insertions, cut]) => {
    let text = checkingOfx(transactions);
    for (const [at, piece] of insertions) {
      const position = at % (text.length + 1);
      text = text.slice(0, position) + piece + text.slice(position);
    }
    return cut === undefined ? text : text.slice(0, cut % (text.length + 1));
  });
