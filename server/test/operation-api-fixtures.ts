import { ProfileName } from '../../contract/access';
import { searchFold } from '../../contract/operations-search';
import type { Db } from '../db/database';
import { givenCategory, givenTag } from './payee-fixtures';
import { TestClient, createTestApp, givenUser } from './test-app';
import { insertAccount, insertBank } from './finance-fixtures';

// A signed-in user with books (two euro accounts, one in another currency, categories, a tag
// and a payee), for the operations API tests.

export async function givenBooksUser(db: Db) {
  const user = await givenUser(db, { profileName: ProfileName.premium });
  const client = new TestClient(createTestApp(db));
  await client.signIn(user.login, user.password);
  const k = db.kysely;
  const bankId = await insertBank(k, user.id);
  const other = await k
    .selectFrom('currencies')
    .select('id')
    .where('id', '<>', 1)
    .executeTakeFirst();
  const account = (name: string, currencyId = 1) =>
    insertAccount(k, user.id, bankId, name, { currencyId, initialBalance: 10_000 });
  const payee = await k
    .insertInto('payees')
    .values({ userId: user.id, name: 'Boulangerie', nameFolded: searchFold('Boulangerie') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    ...user,
    client,
    current: await account('Courant'),
    savings: await account('Livret'),
    foreign: await account('Dollars', other?.id ?? 2),
    groceries: await givenCategory(k, user.id, 'Courses', -1),
    leisure: await givenCategory(k, user.id, 'Loisirs', -1),
    tagId: await givenTag(k, user.id, 'Vacances'),
    payeeId: payee.id,
  };
}

export type BooksUser = Awaited<ReturnType<typeof givenBooksUser>>;

/** The body of the operation modal: a debit of `amount` cents on `account`, one category. */
export const simpleBody = (account: number, amount: number, over: object = {}) => ({
  account: { accountId: account },
  date: '2024-03-09',
  valueDate: '2024-03-10',
  amount,
  debitCredit: -1,
  category: { categoryId: -1 },
  ...over,
});

/** The body of the transfer modal. */
export const transferBody = (account: number, toAccount: number, amount: number, over = {}) => ({
  account: { accountId: account },
  toAccount: { accountId: toAccount },
  date: '2024-03-09',
  amount,
  ...over,
});
