import type { Db } from '../db/database';
import type { OperationInput } from '../features/operations/write/operations-write.service';
import { insertAccount, insertBank, insertUser } from './finance-fixtures';

// A user with accounts (one in another currency), categories and a tag, for the write path tests.

export async function givenBooks(db: Db) {
  const k = db.kysely;
  const userId = await insertUser(k);
  const bankId = await insertBank(k, userId);
  const account = (name: string, currencyId = 1) =>
    insertAccount(k, userId, bankId, name, { currencyId, initialBalance: 10_000 });
  const category = async (name: string, debitCredit: -1 | 1) =>
    (
      await k
        .insertInto('categories')
        .values({ userId, name, debitCredit, level: 1 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const tag = await k
    .insertInto('tags')
    .values({ userId, name: 'Vacances' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const currency = await k
    .selectFrom('currencies')
    .select('id')
    .where('id', '<>', 1)
    .executeTakeFirst();
  return {
    userId,
    current: await account('Courant'),
    savings: await account('Livret'),
    foreign: await account('Dollars', currency?.id ?? 2),
    groceries: await category('Courses', -1),
    leisure: await category('Loisirs', -1),
    salary: await category('Salaire', 1),
    tagId: tag.id,
  };
}

export type Books = Awaited<ReturnType<typeof givenBooks>>;

/** An operation of one part (category undefined unless given). */
export function operation(
  accountId: number,
  amount: number,
  date = '2024-03-09',
  categoryId: number | null = null,
): OperationInput {
  return { accountId, date, valueDate: date, amount, parts: [{ categoryId, amount }] };
}
