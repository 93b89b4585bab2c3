import type { ForeignScheduled } from '../../../../contract/books-import';
import type { EcheanceFrequency } from '../../../../contract/echeances';
import { ECHEANCE_FREQUENCIES } from '../../../../contract/echeances';
import { partsOf } from './homebank-parts';
import type { OperationContext } from './homebank-transactions';
import { addToIsoDate, homebankCents, homebankInt, isoOfJulian } from './homebank-values';
import { elementsNamed, type HomebankAttributes, type HomebankDocument } from './homebank-xml';

// HomeBank's templates and scheduled operations (<fav>): scheduled when they recur, every
// `every` units (0 day, 1 week, 2 month, 3 year) from `nextdate`, at most `limit` more times.
// Before 5.9 the recurrence lived in the item's flags; 5.9 moved it to `recflg`.

const UNITS = ['day', 'week', 'month', 'year'] as const;
const FREQUENCIES: Record<string, EcheanceFrequency> = {
  'day 7': 'WEEKLY',
  'day 14': 'BIWEEKLY',
  'week 1': 'WEEKLY',
  'week 2': 'BIWEEKLY',
  'month 1': 'MONTHLY',
  'month 2': 'BIMONTHLY',
  'month 3': 'QUARTERLY',
  'month 6': 'SEMIANNUAL',
  'month 12': 'YEARLY',
  'year 1': 'YEARLY',
};
const INTERNAL_TRANSFER = 1 << 3;

interface Recurrence {
  recurs: boolean;
  limited: boolean;
  relative: boolean;
}

function recurrenceOf(item: HomebankAttributes, dataVersion: number): Recurrence {
  if (dataVersion >= 50900) {
    const flags = homebankInt(item.recflg);
    return { recurs: (flags & 1) !== 0, limited: (flags & 2) !== 0, relative: (flags & 4) !== 0 };
  }
  const flags = homebankInt(item.flags);
  return { recurs: (flags & (1 << 2)) !== 0, limited: (flags & (1 << 7)) !== 0, relative: false };
}

function frequencyOf(item: HomebankAttributes): EcheanceFrequency | null {
  const unit = UNITS[homebankInt(item.unit)];
  return FREQUENCIES[`${unit} ${Math.max(1, homebankInt(item.every))}`] ?? null;
}

function endDateOf(item: HomebankAttributes, frequency: EcheanceFrequency, nextDate: string) {
  const { unit, step } = ECHEANCE_FREQUENCIES[frequency];
  const remaining = Math.max(1, homebankInt(item.limit));
  return unit === 'none' ? nextDate : addToIsoDate(nextDate, unit, step * (remaining - 1));
}

const nameOf = (item: HomebankAttributes) => item.wording || `#${homebankInt(item.key)}`;

function scheduledOf(
  item: HomebankAttributes,
  frequency: EcheanceFrequency,
  limited: boolean,
  context: OperationContext,
): ForeignScheduled {
  const amount = homebankCents(item.amount);
  const nextDate = isoOfJulian(item.nextdate);
  const toAccountKey = String(homebankInt(item.dst_account));
  const isTransfer =
    (homebankInt(item.flags) & INTERNAL_TRANSFER) !== 0 && context.accountKeys.has(toAccountKey);
  const parts = partsOf(item, amount, context);
  const payeeKey = String(homebankInt(item.payee));
  return {
    key: `fav:${homebankInt(item.key)}`,
    accountKey: String(homebankInt(item.account)),
    toAccountKey: isTransfer ? toAccountKey : null,
    payeeKey: context.payeeKeys.has(payeeKey) ? payeeKey : null,
    memo: item.wording || null,
    amount,
    parts: isTransfer ? [{ ...parts[0]!, categoryKey: null, amount, memo: null }] : parts,
    frequency,
    nextDate,
    endDate: limited ? endDateOf(item, frequency, nextDate) : null,
  };
}

export interface ScheduledItems {
  scheduled: ForeignScheduled[];
  /** Templates that do not recur: HomeBank's favourites, not a schedule. */
  templates: string[];
  /** Scheduled items whose recurrence has no counterpart. */
  unrepeatable: string[];
}

export function scheduledItemsOf(
  document: HomebankDocument,
  context: OperationContext,
): ScheduledItems {
  const result: ScheduledItems = { scheduled: [], templates: [], unrepeatable: [] };
  for (const item of elementsNamed(document, 'fav')) {
    const { recurs, limited, relative } = recurrenceOf(item, context.dataVersion);
    const frequency = frequencyOf(item);
    const account = String(homebankInt(item.account));
    if (!recurs) result.templates.push(nameOf(item));
    else if (relative || !frequency || !context.accountKeys.has(account))
      result.unrepeatable.push(nameOf(item));
    else result.scheduled.push(scheduledOf(item, frequency, limited, context));
  }
  return result;
}
