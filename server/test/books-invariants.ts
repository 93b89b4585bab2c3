import { expect } from 'vitest';
import type { Executor } from '../db/database';
import { accountBalance } from '../features/operations/read/operations-balance.service';
import { expectRollupsExact, storedSums } from './rollup-fixtures';

// What must hold of a user's books after any sequence of writes.

export async function booksOf(db: Executor, userId: number) {
  const operations = await db
    .selectFrom('operations')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const parts = await db
    .selectFrom('splitOperations')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const tags = await db
    .selectFrom('splitOperationTags')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('splitOperationId')
    .orderBy('tagId')
    .execute();
  return { operations, parts, tags, sums: await storedSums(db, userId) };
}

/** Each account's balance by its name once every operation is in: initial balance and rollups. */
export async function balancesByAccountName(db: Executor, userId: number) {
  const accounts = await db
    .selectFrom('accounts')
    .select(['id', 'name', 'initialBalance'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
  const balances: Record<string, number> = {};
  for (const account of accounts) {
    const { total } = await accountBalance(db, userId, account.id, '2099-12-31');
    balances[account.name] = account.initialBalance + total;
  }
  return balances;
}

export async function expectBooksHold(db: Executor, userId: number, accounts: readonly number[]) {
  const { operations, parts } = await booksOf(db, userId);
  const currencies = new Map(
    (
      await db
        .selectFrom('accounts')
        .select(['id', 'currencyId'])
        .where('userId', '=', userId)
        .execute()
    ).map((row) => [row.id, row.currencyId]),
  );
  const byId = new Map(operations.map((op) => [op.id, op]));
  for (const op of operations) {
    expect(Number.isSafeInteger(op.amount) && op.amount !== 0).toBe(true);
    const own = parts.filter((part) => part.operationId === op.id);
    expect(own.length).toBeGreaterThan(0);
    expect(own.reduce((sum, part) => sum + part.amount, 0)).toBe(op.amount);
    if (op.operationType === 'TRANSFER') {
      const other = byId.get(op.transferId as number);
      expect(other?.transferId).toBe(op.id);
      expect(other?.accountId).not.toBe(op.accountId);
      if (currencies.get(op.accountId) === currencies.get(other?.accountId as number)) {
        expect(op.amount + (other?.amount ?? 0)).toBe(0);
      }
    }
  }
  for (const accountId of accounts) {
    const own = operations.filter((op) => op.accountId === accountId);
    const upTo = (date: string) =>
      own.filter((op) => op.date <= date).reduce((sum, op) => sum + op.amount, 0);
    const dates = ['2022-12-31', '2099-12-31', ...own.slice(0, 3).map((op) => op.date)];
    for (const date of dates) {
      expect((await accountBalance(db, userId, accountId, date)).total).toBe(upTo(date));
    }
  }
  await expectRollupsExact(db, userId);
}

/** The call answers `status` with `messageCode`, and the user's books did not change. */
export async function expectCallRefused(
  db: Executor,
  userId: number,
  call: () => Promise<{ status: number; body: unknown }>,
  status: number,
  messageCode: string,
) {
  const before = await booksOf(db, userId);
  const res = await call();
  expect([res.status, res.body]).toEqual([status, { messageCode }]);
  expect(await booksOf(db, userId)).toEqual(before);
}
