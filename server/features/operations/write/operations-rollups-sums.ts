import type { AccountSumRow, CategorySumRow } from './operations-rollups.repository';
import type { OperationInput } from './operations-write.model';

// The rollups' arithmetic in memory: what operations contribute, by rollup key, and the rows
// that change something, in the order writers lock them.

/** What some operations contribute to both rollups, by rollup key. */
export interface Contribution {
  accounts: Map<string, AccountSumRow>;
  categories: Map<string, CategorySumRow>;
}

export const emptyContribution = (): Contribution => ({
  accounts: new Map(),
  categories: new Map(),
});

export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

export function addAccount(into: Contribution, row: AccountSumRow, sign: 1 | -1) {
  const key = `${row.accountId}|${row.month}`;
  const sums = into.accounts.get(key) ?? { ...row, total: 0, pointedTotal: 0, count: 0 };
  sums.total += sign * row.total;
  sums.pointedTotal += sign * row.pointedTotal;
  sums.count += sign * row.count;
  into.accounts.set(key, sums);
}

export function addCategory(into: Contribution, row: CategorySumRow, sign: 1 | -1) {
  const key = `${row.accountId}|${row.categoryId}|${row.month}|${row.isTransfer}`;
  const sums = into.categories.get(key) ?? { ...row, total: 0, count: 0 };
  sums.total += sign * row.total;
  sums.count += sign * row.count;
  into.categories.set(key, sums);
}

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

const changed = (row: { total: number; count: number; pointedTotal?: number }) =>
  row.total !== 0 || row.count !== 0 || (row.pointedTotal ?? 0) !== 0;

/** The rows that change something, in key order: concurrent writers lock rollup rows in one order. */
export const inKeyOrder = <T extends { total: number; count: number }>(rows: Map<string, T>) =>
  [...rows.entries()]
    .sort(byKey)
    .map(([, row]) => row)
    .filter(changed);

/** An operation just created, and whose. */
export interface NewOperation {
  userId: number;
  operation: OperationInput;
  isTransfer: boolean;
}

/** What new operations contribute, by owner: known from what was written. */
export function contributionsOfNew(created: readonly NewOperation[]): Map<number, Contribution> {
  const byUser = new Map<number, Contribution>();
  for (const { userId, operation, isTransfer } of created) {
    const into = byUser.get(userId) ?? emptyContribution();
    byUser.set(userId, into);
    const { accountId, amount } = operation;
    const pointedTotal = operation.state === 'P' ? amount : 0;
    const month = monthOf(operation.date);
    addAccount(into, { accountId, month, total: amount, pointedTotal, count: 1 }, 1);
    for (const part of operation.parts) {
      const row: CategorySumRow = {
        accountId,
        categoryId: part.categoryId,
        month: monthOf(operation.valueDate),
        isTransfer: isTransfer ? 1 : 0,
        total: part.amount,
        count: 1,
      };
      addCategory(into, row, 1);
    }
  }
  return byUser;
}
