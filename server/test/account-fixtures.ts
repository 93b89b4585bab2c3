import type { Executor } from '../db/database';
import { writeOperations } from '../features/operations/write/operations-write.service';
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

/** An operation of one part, category undefined, written through the books' write path. */
export async function insertOperation(
  db: Executor,
  userId: number,
  accountId: number,
  values: { amount?: number; date?: string; state?: 'P' | null } = {},
): Promise<number> {
  const { amount = -1_000, date = '2024-03-09', state = null } = values;
  const parts = [{ categoryId: null, amount }];
  const operation = { accountId, date, valueDate: date, amount, state, parts };
  const { created } = await writeOperations(db, userId, [{ kind: 'create', operation }]);
  return created[0] as number;
}

/** A transfer of 50.00 written through the books' write path; answers its two legs. */
export async function insertTransfer(db: Executor, userId: number, from: number, to: number) {
  const leg = (accountId: number, amount: number) => ({
    accountId,
    date: '2024-03-09',
    valueDate: '2024-03-09',
    amount,
    parts: [{ categoryId: null, amount }],
  });
  const { created } = await writeOperations(db, userId, [
    { kind: 'createTransfer', source: leg(from, -5_000), target: leg(to, 5_000) },
  ]);
  return created as [number, number];
}

export function operationsOf(db: Executor, accountId: number) {
  return db
    .selectFrom('operations')
    .select(['id', 'operationType', 'transferId'])
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}
