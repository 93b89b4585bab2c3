import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { AccountsTable } from '../../db/schema';

export function findAccountsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .innerJoin('banks', 'banks.id', 'accounts.bankId')
    .innerJoin('currencies', 'currencies.id', 'accounts.currencyId')
    .select([
      'accounts.id',
      'accounts.name',
      'accounts.type',
      'accounts.favorite',
      'banks.id as bankId',
      'banks.name as bankName',
      'currencies.id as currencyId',
      'currencies.symb as currencySymb',
      'currencies.abrv as currencyAbrv',
    ])
    .where('accounts.userId', '=', userId)
    .orderBy('banks.name')
    .orderBy('accounts.name')
    .execute();
}

/** Each account's currency and initial balance, what its balance on any day starts from. */
export function findBalanceBases(db: Executor, userId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'currencyId', 'initialBalance'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findAccount(db: Executor, userId: number, accountId: number) {
  return db
    .selectFrom('accounts')
    .select(['id', 'name', 'bankId', 'initialBalance'])
    .where('userId', '=', userId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export interface AccountFilter {
  accountId?: number;
  bankId?: number;
}

/** Every column of the user's accounts with their bank and currency. */
export function findAccountDetails(db: Executor, userId: number, filter: AccountFilter = {}) {
  let query = db
    .selectFrom('accounts')
    .innerJoin('banks', 'banks.id', 'accounts.bankId')
    .innerJoin('currencies', 'currencies.id', 'accounts.currencyId')
    .selectAll('accounts')
    .select([
      'banks.name as bankName',
      'banks.bankNameId',
      'currencies.name as currencyName',
      'currencies.symb as currencySymb',
      'currencies.abrv as currencyAbrv',
    ])
    .where('accounts.userId', '=', userId);
  if (filter.accountId !== undefined) query = query.where('accounts.id', '=', filter.accountId);
  if (filter.bankId !== undefined) query = query.where('accounts.bankId', '=', filter.bankId);
  return query.execute();
}

export type AccountDetailsRow = Awaited<ReturnType<typeof findAccountDetails>>[number];

export function findAccountIdsOfBank(db: Executor, userId: number, bankId: number) {
  return db
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', userId)
    .where('bankId', '=', bankId)
    .execute();
}

export async function insertAccount(
  db: Executor,
  account: Insertable<AccountsTable>,
): Promise<number> {
  const row = await db
    .insertInto('accounts')
    .values(account)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(
  db: Executor,
  userId: number,
  accountId: number,
  changes: Updateable<AccountsTable>,
): Promise<void> {
  await db
    .updateTable('accounts')
    .set(changes)
    .where('userId', '=', userId)
    .where('id', '=', accountId)
    .execute();
}

export async function deleteAccounts(
  db: Executor,
  userId: number,
  accountIds: readonly number[],
): Promise<void> {
  await db
    .deleteFrom('accounts')
    .where('userId', '=', userId)
    .where('id', 'in', accountIds)
    .execute();
}
