import { expect } from 'vitest';
import type { Executor } from '../db/database';
import { constraintAnswer } from '../db/errors';

// Rows written straight into the finance tables, for tests of what the database itself refuses.

let logins = 0;

export async function insertUser(db: Executor, login = `u${++logins}_${Date.now()}`) {
  const row = await db
    .insertInto('users')
    .values({
      login,
      loginKey: login,
      passwordHash: 'x',
      profileId: 1,
      creationDate: '2024-01-01T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const stamp = '2024-03-09T10:00:00Z';

export const operationRow = (userId: number, accountId: number, amount = -1_000) => ({
  userId,
  accountId,
  date: '2024-03-09',
  valueDate: '2024-03-10',
  amount,
  createdAt: stamp,
  updatedAt: stamp,
});

export async function insertBank(db: Executor, userId: number, name = 'Banque') {
  const row = await db
    .insertInto('banks')
    .values({ userId, name })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertAccount(
  db: Executor,
  userId: number,
  bankId: number,
  name: string,
  values: { currencyId?: number; initialBalance?: number } = {},
) {
  const row = await db
    .insertInto('accounts')
    .values({ userId, bankId, name, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A user with two accounts, a category, a payee, a tag, a planned operation, an import report
 * and one simple operation with its split part. */
export async function givenFinanceUser(db: Executor) {
  const userId = await insertUser(db);
  const bankId = await insertBank(db, userId);
  const accountId = await insertAccount(db, userId, bankId, 'Courant');
  const savingsId = await insertAccount(db, userId, bankId, 'Livret');
  const category = await db
    .insertInto('categories')
    .values({ userId, name: 'Courses', debitCredit: -1, level: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const payee = await db
    .insertInto('payees')
    .values({ userId, name: 'Carrefour' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const tag = await db
    .insertInto('tags')
    .values({ userId, name: 'Vacances' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const echeance = await db
    .insertInto('echeances')
    .values({ userId, accountId, beginDate: '2024-01-01', amount: -500 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const report = await db
    .insertInto('importReports')
    .values({ userId, accountId, format: 'CSV', createdAt: stamp })
    .returning('id')
    .executeTakeFirstOrThrow();
  const operation = await db
    .insertInto('operations')
    .values({ ...operationRow(userId, accountId), payeeId: payee.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const split = await db
    .insertInto('splitOperations')
    .values({
      userId,
      operationId: operation.id,
      accountId,
      categoryId: category.id,
      valueDate: '2024-03-10',
      amount: -1_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    userId,
    accountId,
    savingsId,
    categoryId: category.id,
    payeeId: payee.id,
    tagId: tag.id,
    echeanceId: echeance.id,
    reportId: report.id,
    operationId: operation.id,
    splitId: split.id,
  };
}

export type FinanceUser = Awaited<ReturnType<typeof givenFinanceUser>>;

/** The write is refused by the database, and the error handler would answer status + code. */
export async function expectRefused(write: Promise<unknown>, status: number, messageCode: string) {
  const error = await write.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, 'the database accepted the row').toBeDefined();
  expect(constraintAnswer(error)).toEqual({ status, messageCode });
}
