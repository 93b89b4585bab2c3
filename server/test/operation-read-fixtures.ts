import { searchFold } from '../../contract/operations-search';
import type { Db } from '../db/database';
import type { OperationInput } from '../features/operations/write/operations-write.model';
import { givenCategory, givenTag } from './payee-fixtures';
import { createTestApp, givenUser, TestClient } from './test-app';
import { insertAccount, insertBank } from './finance-fixtures';

// A signed-in user with two accounts (initial balances 100 and 500), categories, a tag, a payee
// and an operation type, for the operations read API tests.

export async function givenReader(db: Db) {
  const user = await givenUser(db);
  const client = new TestClient(createTestApp(db));
  await client.signIn(user.login, user.password);
  const k = db.kysely;
  const bankId = await insertBank(k, user.id);
  const account = (name: string, initialBalance: number) =>
    insertAccount(k, user.id, bankId, name, { initialBalance });
  const payeeName = 'Boulangerie <b>';
  const payee = await k
    .insertInto('payees')
    .values({ userId: user.id, name: payeeName, nameFolded: searchFold(payeeName) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const type = await k
    .selectFrom('operationTypes')
    .select(['id', 'abrv'])
    .executeTakeFirstOrThrow();
  return {
    ...user,
    client,
    current: await account('Courant', 10_000),
    savings: await account('Livret', 50_000),
    groceries: await givenCategory(k, user.id, 'Courses', -1),
    leisure: await givenCategory(k, user.id, 'Loisirs', -1),
    tag: await givenTag(k, user.id, 'Vacances'),
    payee: payee.id,
    type,
  };
}

export type Reader = Awaited<ReturnType<typeof givenReader>>;

/** A one-part operation, category undefined. */
export const op = (
  accountId: number,
  amount: number,
  date: string,
  valueDate = date,
): OperationInput => ({
  accountId,
  date,
  valueDate,
  amount,
  parts: [{ categoryId: null, amount }],
});
