import { MessageCode } from '../../../../contract/message-codes';
import { isCentsInRange, type Cents } from '../../../../contract/money';
import type { BankLineNote, BankStatement } from './bank-file';

// Amounts as bank files write them, to cents without passing through a float: 1 234,56 · 1.234,56
// · 1,234.56 · -26,99 · 3 450,00 € · (12.00) · +5 · .5 · 111.

const SPACES = /[\s\u00a0\u202f']/g;
const CURRENCY = /[€$£]|EUR|USD|CHF|GBP/gi;

/** Which mark is the decimal one, when the text alone can tell. */
function decimalMarkOf(text: string, preferred: ',' | '.'): ',' | '.' | null {
  const lastComma = text.lastIndexOf(',');
  const lastDot = text.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) return lastComma > lastDot ? ',' : '.';
  const mark = lastComma >= 0 ? ',' : lastDot >= 0 ? '.' : null;
  if (mark === null) return null;
  const occurrences = text.split(mark).length - 1;
  const digitsAfter = text.length - text.lastIndexOf(mark) - 1;
  // 1.234 or 1,234,567: thousands, unless this mark is the preferred decimal one and used once.
  if (occurrences > 1) return mark === ',' ? '.' : ',';
  if (digitsAfter === 3 && mark !== preferred) return mark === ',' ? '.' : ',';
  return mark;
}

interface WrittenDecimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** The sign and digits of an amount as written, or null when the text is not an amount. */
function readDecimal(raw: string, preferred: ',' | '.'): WrittenDecimal | null {
  let text = raw.replace(CURRENCY, '').replace(SPACES, '');
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1);
  }
  if (text.endsWith('-')) {
    negative = !negative;
    text = text.slice(0, -1);
  }
  if (text.startsWith('-') || text.startsWith('+')) {
    negative = text.startsWith('-') !== negative;
    text = text.slice(1);
  }
  if (!/^[\d.,]*\d[\d.,]*$|^[.,]\d+$/.test(text)) return null;
  const mark = decimalMarkOf(text, preferred);
  const thousands = mark === ',' ? '.' : ',';
  const [whole = '', fraction = ''] = text
    .split(thousands)
    .join('')
    .split(mark ?? '\u0000');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  return { negative, whole, fraction };
}

function signedCents(
  { negative, whole, fraction }: WrittenDecimal,
  roundUp: boolean,
): Cents | null {
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0')) + (roundUp ? 1 : 0);
  if (!isCentsInRange(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}

/** The amount in cents, or null when the text is not an amount (or has more than 2 decimals). */
export function parseDecimalCents(raw: string, preferred: ',' | '.' = ','): Cents | null {
  const decimal = readDecimal(raw, preferred);
  if (decimal === null || decimal.fraction.length > 2) return null;
  return signedCents(decimal, false);
}

export interface RoundedCents {
  cents: Cents;
  /** The file wrote a digit other than 0 beyond the cent. */
  rounded: boolean;
}

/** The amount to the cent, rounded half away from zero on its written digits (never a float). */
export function parseRoundedCents(raw: string, preferred: ',' | '.' = ','): RoundedCents | null {
  const decimal = readDecimal(raw, preferred);
  if (decimal === null) return null;
  const beyond = decimal.fraction.slice(2);
  const cents = signedCents(
    { ...decimal, fraction: decimal.fraction.slice(0, 2) },
    beyond.charAt(0) >= '5',
  );
  return cents === null ? null : { cents, rounded: /[1-9]/.test(beyond) };
}

/** The note of a line whose amount, as the file wrote it, was rounded to the cent. */
export const roundedNote = (written: string): BankLineNote => ({
  code: MessageCode.importLineRounded,
  written,
});

/** The file's warning when some of its lines' amounts were rounded. */
export function roundingWarnings(statements: readonly BankStatement[]): string[] {
  const rounded = statements.some((statement) =>
    statement.lines.some((line) =>
      line.notes?.some((note) => note.code === MessageCode.importLineRounded),
    ),
  );
  return rounded ? [MessageCode.importWarningRounded] : [];
}
