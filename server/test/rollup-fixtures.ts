import { expect } from 'vitest';
import type { Executor } from '../db/database';

// The two rollups of migration 0009 against sums computed here from the raw rows.

type Sums = Record<string, { total: number; pointedTotal?: number; count: number }>;

function add(sums: Sums, key: string, amount: number, pointed?: boolean) {
  const row = (sums[key] ??= { total: 0, count: 0 });
  row.total += amount;
  row.count += 1;
  if (pointed !== undefined) row.pointedTotal = (row.pointedTotal ?? 0) + (pointed ? amount : 0);
}

export async function rawSums(db: Executor, userId: number) {
  const operations = await db
    .selectFrom('operations')
    .select(['id', 'accountId', 'date', 'amount', 'state', 'operationType'])
    .where('userId', '=', userId)
    .execute();
  const parts = await db
    .selectFrom('splitOperations')
    .select(['operationId', 'accountId', 'categoryId', 'valueDate', 'amount'])
    .where('userId', '=', userId)
    .execute();
  const accounts: Sums = {};
  for (const op of operations) {
    add(accounts, `${op.accountId}/${op.date.slice(0, 7)}`, op.amount, op.state === 'P');
  }
  const kinds = new Map(operations.map((op) => [op.id, op.operationType]));
  const categories: Sums = {};
  for (const part of parts) {
    const transfer = kinds.get(part.operationId) === 'TRANSFER' ? 1 : 0;
    const key = `${part.accountId}/${part.categoryId}/${part.valueDate.slice(0, 7)}/${transfer}`;
    add(categories, key, part.amount);
  }
  return { accounts, categories };
}

export async function storedSums(db: Executor, userId: number) {
  const accountRows = await db
    .selectFrom('accountMonthSums')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
  const categoryRows = await db
    .selectFrom('categoryMonthSums')
    .selectAll()
    .where('userId', '=', userId)
    .execute();
  const accounts: Sums = {};
  for (const r of accountRows) {
    accounts[`${r.accountId}/${r.month}`] = {
      total: r.total,
      pointedTotal: r.pointedTotal,
      count: r.count,
    };
  }
  const categories: Sums = {};
  for (const r of categoryRows) {
    const key = `${r.accountId}/${r.categoryId}/${r.month}/${r.isTransfer}`;
    categories[key] = { total: r.total, count: r.count };
  }
  return { accounts, categories };
}

/** Both rollups of the user hold exactly the sums of its operations and parts. */
export async function expectRollupsExact(db: Executor, userId: number) {
  expect(await storedSums(db, userId)).toEqual(await rawSums(db, userId));
}
