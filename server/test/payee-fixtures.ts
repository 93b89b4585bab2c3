import { sql } from 'kysely';
import { ProfileName } from '../../contract/access';
import { searchFold } from '../../contract/operations-search';
import type { Db, Executor } from '../db/database';
import { operationRow } from './finance-fixtures';
import { TestClient, createTestApp, givenAccount, givenUser } from './test-app';

// Payees, tags and operations of a signed-in user, for the payees, tags and refresh API tests.

export async function givenCategory(
  db: Executor,
  userId: number,
  name: string,
  debitCredit: -1 | 1,
): Promise<number> {
  const row = await db
    .insertInto('categories')
    .values({ userId, name, nameFolded: searchFold(name), debitCredit, level: 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function givenTag(db: Executor, userId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('tags')
    .values({ userId, name, nameFolded: searchFold(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function givenPayee(db: Executor, userId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('payees')
    .values({ userId, name, nameFolded: searchFold(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A premium user (who holds the TAG functionality), signed in, with an account, two debit
 * categories, a credit category and two tags. */
export async function givenPayeeUser(db: Db) {
  const user = await givenUser(db, { profileName: ProfileName.premium });
  const client = new TestClient(createTestApp(db));
  await client.signIn(user.login, user.password);
  const k = db.kysely;
  return {
    ...user,
    client,
    accountId: await givenAccount(db, user.id, 'Courant'),
    groceries: await givenCategory(k, user.id, 'Courses', -1),
    leisure: await givenCategory(k, user.id, 'Loisirs', -1),
    salary: await givenCategory(k, user.id, 'Salaire', 1),
    holidays: await givenTag(k, user.id, 'Vacances'),
    family: await givenTag(k, user.id, 'Famille'),
  };
}

export type PayeeUser = Awaited<ReturnType<typeof givenPayeeUser>>;

/** An operation of the payee with one part (category null when undefined); answers its id. */
export async function givenOperation(
  db: Executor,
  user: { id: number; accountId: number },
  payeeId: number | null,
  amount: number,
  categoryId: number | null = null,
  memo: string | null = null,
): Promise<number> {
  const row = { ...operationRow(user.id, user.accountId, amount), payeeId, memo };
  const operation = await db
    .insertInto('operations')
    .values(row)
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('splitOperations')
    .values({
      userId: user.id,
      operationId: operation.id,
      accountId: user.accountId,
      categoryId,
      valueDate: row.valueDate,
      amount,
      memo,
    })
    .execute();
  return operation.id;
}

/** Turns two simple operations into the two legs of a transfer. */
export async function linkTransfer(db: Executor, a: number, b: number): Promise<void> {
  await db
    .updateTable('operations')
    .set({
      operationType: 'TRANSFER',
      transferId: sql<number>`cast(case when id = ${a} then ${b} else ${a} end as bigint)`,
    })
    .where('id', 'in', [a, b])
    .execute();
}

/** The parts of an operation with their tags, in order. */
export async function partsOf(db: Executor, operationId: number) {
  const parts = await db
    .selectFrom('splitOperations')
    .select(['id', 'categoryId', 'amount', 'memo'])
    .where('operationId', '=', operationId)
    .orderBy('id')
    .execute();
  const tags = await db
    .selectFrom('splitOperationTags')
    .select(['splitOperationId', 'tagId'])
    .where('splitOperationId', 'in', parts.map((part) => part.id).concat(0))
    .orderBy('tagId')
    .execute();
  return parts.map(({ id, ...part }) => ({
    ...part,
    tags: tags.filter((tag) => tag.splitOperationId === id).map((tag) => tag.tagId),
  }));
}
