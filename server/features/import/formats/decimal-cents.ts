import { isCentsInRange, type Cents } from '../../../../contract/money';

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

/** The amount in cents, or null when the text is not an amount (or has more than 2 decimals). */
export function parseDecimalCents(raw: string, preferred: ',' | '.' = ','): Cents | null {
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
  if (fraction.length > 2 || !/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  if (!isCentsInRange(cents)) return null;
  return negative && cents !== 0 ? -cents : cents;
}
