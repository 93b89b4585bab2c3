import type { AnalysisResult } from '../../../contract/analysis';
import type { AccountDto } from '../../../contract/account-dtos';
import type { CurrentUser } from '../../../contract/auth';
import type { AnalysisNode, DifferenceResult } from '../../../contract/survey';
import { CHART_COLORS } from '../../components/chart-palette';
import { daysSince } from './home-dates';

// What each tile shows, from the answers of the home's calls (spec 000 §2, §9).

/** Spec 000 §9: a last import older than 15 days is info, older than 30 days a warning. */
export const OUT_OF_DATE_INFO_DAYS = 15;
export const OUT_OF_DATE_WARNING_DAYS = 30;
/** Spec 000 §9: the fluctuation names every 5th day. */
export const FLUCTUATION_LABEL_EVERY = 5;

export type Staleness = 'info' | 'warning';

/** Null for an account imported within 15 days or never imported (nothing to be late on). */
export function stalenessOf(lastImportDate: string | null, today: string): Staleness | null {
  if (!lastImportDate) return null;
  const days = daysSince(lastImportDate, today);
  if (days > OUT_OF_DATE_WARNING_DAYS) return 'warning';
  return days > OUT_OF_DATE_INFO_DAYS ? 'info' : null;
}

export interface OutOfDateAccount {
  account: AccountDto;
  staleness: Staleness;
  days: number;
}

/** The accounts late on their imports, the oldest import first. */
export function outOfDateAccounts(
  accounts: readonly AccountDto[],
  today: string,
): OutOfDateAccount[] {
  return accounts
    .flatMap((account) => {
      const staleness = stalenessOf(account.lastImportDate, today);
      return staleness
        ? [{ account, staleness, days: daysSince(account.lastImportDate!, today) }]
        : [];
    })
    .sort((a, b) => b.days - a.days);
}

/** The most recent import of all accounts, with its account; null when none was imported. */
export function lastImport(accounts: readonly AccountDto[]): AccountDto | null {
  const imported = accounts.filter((account) => account.lastImportDate);
  imported.sort((a, b) => b.lastImportDate!.localeCompare(a.lastImportDate!));
  return imported[0] ?? null;
}

/** Spec 000 §2: the greeting modal opens at the first connection. */
export const isFirstConnection = (user: Pick<CurrentUser, 'numberOfConnection'>) =>
  user.numberOfConnection <= 1;

export interface CategorySlice {
  /** Null: the undefined category. */
  name: string | null;
  /** Spent, positive cents. */
  amount: number;
}

/** Last month's biggest expenses by category, as many as the palette has colours. */
export function topCategories(
  result: AnalysisResult,
  limit = CHART_COLORS.length,
): CategorySlice[] {
  return leaves(firstCurrency(result.details), 'CATEGORY')
    .map((node) => ({ name: node.groupValue.name, amount: -(node.sums[0]?.sum ?? 0) }))
    .filter((slice) => slice.amount > 0)
    .sort((a, b) => b.amount - a.amount)
    .slice(0, limit);
}

export interface BalancePoint {
  date: string;
  balance: number;
}

/** The main account's balance each day of the year; empty without a main account. */
export function fluctuationPoints(result: AnalysisResult): BalancePoint[] {
  const line = leaves(result.details, 'ACCOUNT')[0];
  if (!line) return [];
  return result.headers.flatMap((header, index) =>
    header.type === 'DATE2DATE' && header.start
      ? [{ date: header.start, balance: line.sums[index]?.balance ?? 0 }]
      : [],
  );
}

export interface PropertyType {
  type: string;
  currency: string;
  balance: number;
  accounts: { accountId: number; name: string; balance: number }[];
}

/** The accounts' balances today by account type, each type in its currency. */
export function propertySummary(result: AnalysisResult): PropertyType[] {
  return leavesByCurrency(result.details, 'ACCOUNT_TYPE', result.currency).map((node) => ({
    type: node.groupValue.name ?? '',
    currency: node.currency,
    balance: node.sums[0]?.balance ?? 0,
    accounts: node.children.map((child) => ({
      accountId: child.groupValue.id ?? 0,
      name: child.groupValue.name ?? '',
      balance: child.sums[0]?.balance ?? 0,
    })),
  }));
}

export interface BudgetIndicator {
  planned: number;
  actual: number;
  gap: number;
}

/** The total line of last month's difference table; null when it has none. */
export function budgetIndicator(result: DifferenceResult): BudgetIndicator | null {
  const total = result.details.find((node) => node.lineTotal) ?? result.details.at(-1);
  const sums = total?.sums[0];
  return sums ? { planned: sums.previsionnel, actual: sums.reel, gap: sums.gap } : null;
}

/** Lines of a group type, also under CURRENCY lines when the accounts hold several currencies. */
function leaves<S>(nodes: readonly AnalysisNode<S>[], group: string): AnalysisNode<S>[] {
  return nodes.flatMap((node) =>
    node.group === group ? [node] : node.group === 'CURRENCY' ? leaves(node.children, group) : [],
  );
}

/** Lines of a group type, each with the currency of the CURRENCY line it sits under. */
function leavesByCurrency<S>(
  nodes: readonly AnalysisNode<S>[],
  group: string,
  currency: string,
): (AnalysisNode<S> & { currency: string })[] {
  return nodes.flatMap((node) =>
    node.group === group
      ? [{ ...node, currency: node.currency ?? currency }]
      : node.group === 'CURRENCY'
        ? leavesByCurrency(node.children, group, node.currency ?? currency)
        : [],
  );
}

/** The lines of the answer's currency only: amounts of two currencies are never compared. */
function firstCurrency<S>(nodes: readonly AnalysisNode<S>[]): readonly AnalysisNode<S>[] {
  return nodes[0]?.group === 'CURRENCY' ? nodes[0].children : nodes;
}
