import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { MessageCode } from '../../contract/message-codes';
import { describeOnDatabases } from '../test/databases';
import { expectRefused, givenFinanceUser, operationRow } from '../test/finance-fixtures';
import type { Executor } from './database';

/** Writes a transfer the way a service would: two simple legs, then both linked in one update. */
async function insertTransfer(db: Executor, userId: number, from: number, to: number) {
  const [source, target] = await db
    .insertInto('operations')
    .values([operationRow(userId, from, -5_000), operationRow(userId, to, 5_000)])
    .returning('id')
    .execute();
  const [a, b] = [source!.id, target!.id];
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

const remaining = (db: Executor, ids: readonly number[]) =>
  db
    .selectFrom('operations')
    .select(['id', 'operationType', 'transferId'])
    .where('id', 'in', [...ids])
    .orderBy('id')
    .execute();

describeOnDatabases('finance integrity: transfers', (ctx) => {
  it('links two legs that name each other', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    const [a, b] = await insertTransfer(db, user.userId, user.accountId, user.savingsId);
    expect(await remaining(db, [a, b])).toEqual([
      { id: a, operationType: 'TRANSFER', transferId: b },
      { id: b, operationType: 'TRANSFER', transferId: a },
    ]);
  });

  it('refuses a transfer_id pointing nowhere, or at a leg that does not point back', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    const transfer = {
      ...operationRow(user.userId, user.accountId),
      operationType: 'TRANSFER' as const,
    };
    const nowhere = { ...transfer, transferId: 999_999 };
    await expectRefused(
      db.insertInto('operations').values(nowhere).execute(),
      404,
      MessageCode.notFound,
    );
    const oneWay = { ...transfer, transferId: user.operationId };
    await expectRefused(
      db.insertInto('operations').values(oneWay).execute(),
      404,
      MessageCode.notFound,
    );
  });

  it('refuses a type that disagrees with transfer_id, and a leg naming itself', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    const row = operationRow(user.userId, user.accountId);
    const invalid = (write: Promise<unknown>) => expectRefused(write, 400, MessageCode.validation);
    await invalid(
      db
        .insertInto('operations')
        .values({ ...row, operationType: 'TRANSFER' })
        .execute(),
    );
    const [a] = await insertTransfer(db, user.userId, user.accountId, user.savingsId);
    await invalid(
      db
        .insertInto('operations')
        .values({ ...row, transferId: a })
        .execute(),
    );
    await invalid(
      db
        .updateTable('operations')
        .set({ transferId: sql<number>`id` })
        .where('id', '=', a)
        .execute(),
    );
  });

  it('deletes both legs when one is deleted', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    const [a, b] = await insertTransfer(db, user.userId, user.accountId, user.savingsId);
    await db.deleteFrom('operations').where('id', '=', a).execute();
    expect(await remaining(db, [a, b])).toEqual([]);
  });

  it("keeps the other account's leg as a simple operation when an account is deleted", async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    const [a, b] = await insertTransfer(db, user.userId, user.accountId, user.savingsId);
    await db.deleteFrom('accounts').where('id', '=', user.savingsId).execute();
    expect(await remaining(db, [a, b])).toEqual([
      { id: a, operationType: 'SIMPLE', transferId: null },
    ]);
  });

  it('deletes a user with transfers and all its data', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    const [a, b] = await insertTransfer(db, user.userId, user.accountId, user.savingsId);
    await db.deleteFrom('users').where('id', '=', user.userId).execute();
    expect(await remaining(db, [a, b, user.operationId])).toEqual([]);
  });
});
