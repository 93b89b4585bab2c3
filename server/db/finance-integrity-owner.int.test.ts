import { beforeAll, expect, it } from 'vitest';
import { MessageCode } from '../../contract/message-codes';
import { describeOnDatabases } from '../test/databases';
import {
  expectRefused,
  givenFinanceUser,
  operationRow,
  type FinanceUser,
} from '../test/finance-fixtures';

const notFound = (write: Promise<unknown>) => expectRefused(write, 404, MessageCode.notFound);

describeOnDatabases("finance integrity: another user's data", (ctx) => {
  let alice: FinanceUser;
  let bob: FinanceUser;
  beforeAll(async () => {
    alice = await givenFinanceUser(ctx.db.kysely);
    bob = await givenFinanceUser(ctx.db.kysely);
  });

  const part = (operationId: number, accountId: number) => ({
    userId: bob.userId,
    operationId,
    accountId,
    valueDate: '2024-03-10',
    amount: -1_000,
  });

  it("refuses a split part of another user's operation", async () => {
    const write = ctx.db.kysely
      .insertInto('splitOperations')
      .values(part(alice.operationId, bob.accountId))
      .execute();
    await notFound(write);
  });

  it('refuses a split part on another account or date than its operation', async () => {
    const db = ctx.db.kysely;
    const op = await db
      .insertInto('operations')
      .values(operationRow(bob.userId, bob.accountId))
      .returning('id')
      .executeTakeFirstOrThrow();
    await notFound(db.insertInto('splitOperations').values(part(op.id, bob.savingsId)).execute());
    const otherDay = { ...part(op.id, bob.accountId), valueDate: '2024-03-11' };
    await notFound(db.insertInto('splitOperations').values(otherDay).execute());
  });

  it("refuses a tag on another user's split part", async () => {
    const write = ctx.db.kysely
      .insertInto('splitOperationTags')
      .values({ userId: bob.userId, splitOperationId: alice.splitId, tagId: bob.tagId })
      .execute();
    await notFound(write);
  });

  it("refuses an operation pointing at another user's payee, planned operation or report", async () => {
    const db = ctx.db.kysely;
    const row = operationRow(bob.userId, bob.accountId);
    for (const link of [
      { payeeId: alice.payeeId },
      { echeanceId: alice.echeanceId },
      { importReportId: alice.reportId },
    ]) {
      await notFound(
        db
          .insertInto('operations')
          .values({ ...row, ...link })
          .execute(),
      );
    }
  });

  it("refuses a planned operation pointing at another user's payee", async () => {
    const write = ctx.db.kysely
      .insertInto('echeances')
      .values({ userId: bob.userId, beginDate: '2024-01-01', amount: -5, payeeId: alice.payeeId })
      .execute();
    await notFound(write);
  });

  it("refuses an import line pointing at another user's payee or operation", async () => {
    const db = ctx.db.kysely;
    const line = {
      userId: bob.userId,
      importReportId: bob.reportId,
      date: '2024-03-09',
      valueDate: '2024-03-09',
      amount: -1_000,
      label: 'CB CARREFOUR',
      lineIndex: 0,
      fingerprint: 'print',
      occurrence: 1,
    };
    for (const link of [
      { payeeId: alice.payeeId },
      { matchedOperationId: alice.operationId },
      { transferOperationId: alice.operationId },
    ]) {
      await notFound(
        db
          .insertInto('importedOperations')
          .values({ ...line, ...link })
          .execute(),
      );
    }
  });

  it('nulls only the reference when its payee goes, keeping the owner', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    await db.deleteFrom('payees').where('id', '=', user.payeeId).execute();
    const op = await db
      .selectFrom('operations')
      .select(['userId', 'payeeId'])
      .where('id', '=', user.operationId)
      .executeTakeFirstOrThrow();
    expect(op).toEqual({ userId: user.userId, payeeId: null });
  });

  it('moves the split parts with their operation', async () => {
    const db = ctx.db.kysely;
    await db
      .updateTable('operations')
      .set({ accountId: alice.savingsId, valueDate: '2024-04-01' })
      .where('id', '=', alice.operationId)
      .execute();
    const parts = await db
      .selectFrom('splitOperations')
      .select(['accountId', 'valueDate'])
      .where('operationId', '=', alice.operationId)
      .execute();
    expect(parts).toEqual([{ accountId: alice.savingsId, valueDate: '2024-04-01' }]);
  });
});
