import type { AccountDto } from '../../../contract/account-dtos';
import type { AnalysisResult } from '../../../contract/analysis';
import { IBAN_MASK_PATRIMONY } from '../../../contract/masking';
import { maskIban } from '../../../contract/iban';
import { topLines } from './analysis-values';

// The patrimony (002 §2, §5, §9): every account with its balance, grouped by account type.

export const PATRIMONY_START = '2010-01-01';

export const PATRIMONY_COLUMNS = [
  'name',
  'type',
  'organization',
  'iban',
  'amount',
  'owner',
  'startDate',
  'startBalance',
  'deadline',
  'grossRate',
  'endDate',
] as const;
export type PatrimonyColumn = (typeof PATRIMONY_COLUMNS)[number];

export interface PatrimonyLine {
  account: AccountDto;
  /** Cents at the end of the period. */
  balance: number;
}

/** Cents of one currency. */
export interface CurrencyTotal {
  currency: string;
  cents: number;
}

export interface PatrimonyGroup {
  type: string;
  lines: PatrimonyLine[];
  /** One total per currency of its accounts, in the order first met: never added together. */
  totals: CurrencyTotal[];
}

/** Each account's balance at the last column: the real balance, else the accumulation. */
export function balancesOf(result: AnalysisResult): Map<number, number> {
  const balances = new Map<number, number>();
  const walk = (nodes: AnalysisResult['details']) => {
    for (const node of nodes) {
      if (node.group === 'ACCOUNT' && node.groupValue.id !== null) {
        const last = node.sums.at(-1);
        balances.set(node.groupValue.id, last?.balance ?? last?.accumulation ?? last?.sum ?? 0);
      }
      walk(node.children);
    }
  };
  walk(topLines(result.details));
  return balances;
}

function addTo(totals: CurrencyTotal[], currency: string, cents: number): void {
  const total = totals.find((one) => one.currency === currency);
  if (total) total.cents += cents;
  else totals.push({ currency, cents });
}

/** Accounts grouped by type, types in the order first met, each with its totals by currency. */
export function patrimonyGroups(
  accounts: readonly AccountDto[],
  balances: ReadonlyMap<number, number>,
): PatrimonyGroup[] {
  const groups = new Map<string, PatrimonyGroup>();
  for (const account of accounts) {
    const group = groups.get(account.type) ?? { type: account.type, lines: [], totals: [] };
    const balance = balances.get(account.accountId) ?? 0;
    group.lines.push({ account, balance });
    addTo(group.totals, account.currency.abrv, balance);
    groups.set(account.type, group);
  }
  return [...groups.values()];
}

/** The IBAN shown: first 8, an ellipsis, last 4 when longer than 8. */
export const shortIban = (iban: string | null) => (iban ? maskIban(iban, IBAN_MASK_PATRIMONY) : '');

/** What a column sorts by. */
export function sortValue(line: PatrimonyLine, column: PatrimonyColumn): string | number {
  const { account } = line;
  const values: Record<PatrimonyColumn, string | number> = {
    name: account.name,
    type: account.type,
    organization: account.bank.name,
    iban: account.iban ?? '',
    amount: line.balance,
    owner: account.owner ?? '',
    startDate: account.startDate ?? '',
    startBalance: account.initialBalance,
    deadline: account.monthlyDeadline ?? 0,
    grossRate: account.interestRate,
    endDate: account.endDate ?? '',
  };
  return values[column];
}
