import type { AccountSummary } from '../../../../contract/accounts-summary';

const countOf = (account: AccountSummary) => account.operationCount ?? 0;

/** The most used of these accounts; on a tie, the first in the list (bank, then name). */
const mostUsed = (accounts: readonly AccountSummary[]) =>
  accounts.reduce<AccountSummary | null>(
    (best, account) => (best === null || countOf(account) > countOf(best) ? account : best),
    null,
  );

/**
 * The account /operations opens without one asked nor a main account: a favourite (the most used
 * of them if several), else the most used, else the first.
 */
export function defaultAccount(accounts: readonly AccountSummary[]): AccountSummary | null {
  return mostUsed(accounts.filter((account) => account.favorite)) ?? mostUsed(accounts);
}
