import { sql } from 'kysely';
import type { Executor } from '../db/database';
import { operationRow } from './finance-fixtures';
import type { TestClient } from './test-app';

// Accounts and operations for the banks and accounts API tests.

/** A valid POST /api/account body; override fields to break one rule at a time. */
export function accountBody(bank: { bankId?: number; bankNameId?: number }, overrides = {}) {
  return { name: 'Compte courant', currency: { currencyId: 1 }, bank, ...overrides };
}

/** Creates a bank through the API; answers its id. */
export async function createBank(client: TestClient, name = 'Ma banque'): Promise<number> {
  const res = await client.post('/api/bank/0', { name });
  if (res.status !== 200) throw new Error(`bank not created: ${JSON.stringify(res.body)}`);
  return res.body.bankId as number;
}

/** Creates an account through the API; answers its id. */
export async function createAccount(
  client: TestClient,
  bankId: number,
  overrides = {},
): Promise<number> {
  const res = await client.post('/api/account/0', accountBody({ bankId }, overrides));
  if (res.status !== 200) throw new Error(`account not created: ${JSON.stringify(res.body)}`);
  return res.body.accountId as number;
}

export async function insertOperation(
  db: Executor,
  userId: number,
  accountId: number,
  values: { amount?: number; date?: string; state?: 'P' | null } = {},
): Promise<number> {
  const { amount = -1_000, date = '2024-03-09', state = null } = values;
  const row = await db
    .insertInto('operations')
    .values({ ...operationRow(userId, accountId, amount), date, valueDate: date, state })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A transfer as a service writes it: two simple legs, then both linked in one update. */
export async function insertTransfer(db: Executor, userId: number, from: number, to: number) {
  const a = await insertOperation(db, userId, from, { amount: -5_000 });
  const b = await insertOperation(db, userId, to, { amount: 5_000 });
  await db
    .updateTable('operations')
    .set({
      operationType: 'TRANSFER',
      transferId: sql<number>`cast(case when id = ${a} then ${b} else ${a} end as bigint)`,
    })
    .where('id', 'in', [a, b])
    .execute();
  return [a, b] as const;
}

export function operationsOf(db: Executor, accountId: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'operationType', 'transferId'])
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}
