import type { TFunction } from 'i18next';
import { formatIsoDate } from '../../../contract/dates';
import { shortIban, type PatrimonyColumn, type PatrimonyLine } from './patrimony-rows';

/** A cell as the table, the CSV and the PDF write it. */
export function cellText(
  { account, balance }: PatrimonyLine,
  column: PatrimonyColumn,
  money: (cents: number, currency: string) => string,
  t: TFunction,
): string {
  const inAccount = (cents: number) => money(cents, account.currency.abrv);
  const date = (iso: string | null) => (iso ? formatIsoDate(iso, false) : '');
  switch (column) {
    case 'name':
      return account.name;
    case 'type':
      return t(`account.type.${account.type}`);
    case 'organization':
      return account.bank.name;
    case 'iban':
      return shortIban(account.iban);
    case 'amount':
      return inAccount(balance);
    case 'owner':
      return account.owner ?? '';
    case 'startDate':
      return date(account.startDate);
    case 'startBalance':
      return inAccount(account.initialBalance);
    case 'deadline':
      return account.monthlyDeadline === null ? '' : inAccount(account.monthlyDeadline);
    case 'grossRate':
      return account.interestRate ? `${account.interestRate} %` : '';
    case 'endDate':
      return date(account.endDate);
  }
}

export const NUMERIC_COLUMNS: ReadonlySet<PatrimonyColumn> = new Set([
  'amount',
  'startBalance',
  'deadline',
  'grossRate',
]);

/** The signed amount a money column shows, for its colour; 0 for the other columns. */
export function signedCents({ account, balance }: PatrimonyLine, column: PatrimonyColumn): number {
  if (column === 'amount') return balance;
  if (column === 'startBalance') return account.initialBalance;
  return 0;
}
