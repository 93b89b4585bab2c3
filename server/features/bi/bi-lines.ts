import { isCentsInRange } from '../../../contract/money';
import { stripInvisibleCharacters } from '../../../contract/text';
import type { ProviderTransaction } from '../../integrations/aggregator/aggregator';

// What the aggregator sends, in the books' terms: amounts in integer minor units at the
// currency's precision, and provider datetimes (Europe/Paris local time) as UTC instants.

export interface SyncedLine {
  biTransactionId: number;
  date: string;
  valueDate: string;
  amount: number;
  label: string;
  pending: boolean;
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal amount as integer minor units (half away from zero beyond the precision). */
export function minorUnitsOf(value: number | string, precision: number): number {
  const text = typeof value === 'number' ? value.toFixed(Math.max(precision + 2, 2)) : value.trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && !match[3])) throw new Error(`not an amount: ${value}`);
  const [, sign, whole = '', fraction = ''] = match;
  const kept = fraction.padEnd(precision, '0').slice(0, precision);
  let units = Number(`${whole || '0'}${kept}`);
  if (Number(fraction[precision] ?? '0') >= 5) units += 1;
  if (!isCentsInRange(units)) throw new Error(`amount out of range: ${value}`);
  return sign === '-' ? -units : units;
}

const PARIS = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

function parisWallClock(instant: number): number {
  const parts = Object.fromEntries(PARIS.formatToParts(instant).map((p) => [p.type, p.value]));
  return Date.UTC(
    +parts.year!,
    +parts.month! - 1,
    +parts.day!,
    +parts.hour!,
    +parts.minute!,
    +parts.second!,
  );
}

/** "yyyy-MM-dd HH:mm:ss" in Paris local time → ISO UTC instant. */
export function parisToUtc(datetime: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(datetime);
  if (!match) throw new Error(`not a provider datetime: ${datetime}`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  let instant = wall - (parisWallClock(wall) - wall);
  instant = wall - (parisWallClock(instant) - instant);
  return new Date(instant).toISOString();
}

/** Today's date in Paris, the aggregator's calendar. */
export function parisToday(now: Date): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' });
}

export function syncedLineOf(t: ProviderTransaction, precision: number): SyncedLine {
  return {
    biTransactionId: t.id,
    date: t.date,
    valueDate: t.valueDate ?? t.date,
    amount: minorUnitsOf(t.value, precision),
    label: stripInvisibleCharacters(t.wording) || '?',
    pending: t.coming,
  };
}
