import { parseAmountToCents, type Cents } from '../../../../contract/money';
import { WHOLE_YEAR, type ListPeriod } from '../../../../contract/operations-period';
import {
  newOperationValues,
  type OperationFormValues,
} from '../../../components/operation-form/operation-form';

// The entry row's values: the operation modal's, so the contract's schema checks them the same way.

/** The date a new line gets: today when the list shows today's period, else the period's first day. */
export function entryDate(period: ListPeriod, today: string): string {
  const month = period.month === WHOLE_YEAR ? null : String(period.month).padStart(2, '0');
  const prefix = month ? `${period.year}-${month}` : String(period.year);
  if (today.startsWith(prefix)) return today;
  return `${prefix}${month ? '' : '-01'}-01`;
}

/** A blank line on `date`, a debit without payee or category. */
export function entryValues(accountId: number, date: string): OperationFormValues {
  return { ...newOperationValues(accountId), date, valueDate: date };
}

export interface SignedAmount {
  /** The absolute cents; null when empty, NaN while the text is not an amount. */
  amount: Cents | null;
  debitCredit: OperationFormValues['debitCredit'];
}

/** An amount typed in the entry row: a debit, unless it starts with "+" (a credit). */
export function readSignedAmount(text: string): SignedAmount {
  const trimmed = text.trim();
  const credit = trimmed.startsWith('+');
  const digits = trimmed.replace(/^[+-]\s*/, '');
  const debitCredit = credit ? '1' : '-1';
  if (digits === '') return { amount: null, debitCredit };
  const cents = parseAmountToCents(digits);
  return { amount: cents === null ? Number.NaN : Math.abs(cents), debitCredit };
}
