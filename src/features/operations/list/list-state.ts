import { useSearchParams } from 'react-router';
import type { AccountSummary } from '../../../../contract/accounts-summary';
import { toYearMonth, type ListPeriod } from '../../../../contract/operations-period';
import { defaultAccount } from './default-account';
import { parsePeriod } from './list-period';

/** The account shown: the URL's (accountId), else the main account, else `defaultAccount`. */
export function chooseAccount(
  accounts: readonly AccountSummary[],
  wanted: number | null,
  mainAccount: number | null,
): AccountSummary | null {
  const byId = (id: number | null) => accounts.find((account) => account.accountId === id);
  return byId(wanted) ?? byId(mainAccount) ?? defaultAccount(accounts);
}

const ACCOUNT_ID = /^\d{1,15}$/;

/** The account and period of the URL (?accountId=…&yearMonth=…), and how to change them. */
export function useListLocation() {
  const [params, setParams] = useSearchParams();
  const accountText = params.get('accountId') ?? '';
  const accountId = ACCOUNT_ID.test(accountText) ? Number(accountText) : null;
  const period = parsePeriod(params.get('yearMonth'));

  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });

  return {
    accountId,
    period,
    setAccount: (id: number) => update({ accountId: String(id) }),
    setPeriod: (next: ListPeriod) => update({ yearMonth: toYearMonth(next) }),
  };
}
