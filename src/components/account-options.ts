import type { AccountSummary } from '../../contract/accounts-summary';
import { ACCOUNT_SELECTOR_FLAT_MAX, accountFullName } from './selector-values';

export interface AccountGroup {
  /** The bank's id; 0 for the flat list. */
  key: number;
  /** The bank's name, or null when the list is flat (no headers). */
  label: string | null;
  accounts: { accountId: number; label: string }[];
}

/**
 * Accounts grouped by bank (banks by name, favourites first in each); at 5 accounts or fewer one
 * group without header, each account named with its bank (spec 001 §9, 000 §9 full name).
 */
export function groupAccounts(accounts: readonly AccountSummary[], locale: string): AccountGroup[] {
  const compare = (a: string, b: string) => a.localeCompare(b, locale);
  const byFavourite = (a: AccountSummary, b: AccountSummary) =>
    Number(b.favorite) - Number(a.favorite);
  if (accounts.length <= ACCOUNT_SELECTOR_FLAT_MAX) {
    const flat = accounts
      .map((account) => ({ account, label: accountFullName(account.bank.name, account.name) }))
      .sort((a, b) => byFavourite(a.account, b.account) || compare(a.label, b.label));
    return [
      {
        key: 0,
        label: null,
        accounts: flat.map(({ account, label }) => ({ ...idOf(account), label })),
      },
    ];
  }
  const banks = new Map<number, AccountSummary[]>();
  for (const account of accounts) {
    banks.set(account.bank.bankId, [...(banks.get(account.bank.bankId) ?? []), account]);
  }
  return [...banks.values()]
    .map((members) => ({
      key: members[0]?.bank.bankId ?? 0,
      label: members[0]?.bank.name ?? '',
      accounts: members
        .sort((a, b) => byFavourite(a, b) || compare(a.name, b.name))
        .map((account) => ({ ...idOf(account), label: account.name })),
    }))
    .sort((a, b) => compare(a.label, b.label) || a.key - b.key);
}

const idOf = (account: AccountSummary) => ({ accountId: account.accountId });
