import { beforeAll, it } from 'vitest';
import { MessageCode } from '../../contract/message-codes';
import { describeOnDatabases } from '../test/databases';
import {
  expectRefused,
  givenFinanceUser,
  operationRow,
  type FinanceUser,
} from '../test/finance-fixtures';

describeOnDatabases('finance integrity: checked values', (ctx) => {
  let user: FinanceUser;
  beforeAll(async () => {
    user = await givenFinanceUser(ctx.db.kysely);
  });

  const invalid = (write: Promise<unknown>) => expectRefused(write, 400, MessageCode.validation);
  const planned = () => ({
    userId: user.userId,
    accountId: user.accountId,
    beginDate: '2024-01-01',
    amount: -500,
  });

  it('refuses an unknown account type', async () => {
    const db = ctx.db.kysely;
    const { bankId } = await db
      .selectFrom('accounts')
      .select('bankId')
      .where('id', '=', user.accountId)
      .executeTakeFirstOrThrow();
    await invalid(
      db
        .insertInto('accounts')
        .values({ userId: user.userId, bankId, name: 'X', type: 'NOPE' })
        .execute(),
    );
  });

  it('refuses an operation of 0', async () => {
    const zero = operationRow(user.userId, user.accountId, 0);
    await invalid(ctx.db.kysely.insertInto('operations').values(zero).execute());
  });

  it('refuses an unknown frequency', async () => {
    const row = { ...planned(), frequency: 'HOURLY' };
    await invalid(ctx.db.kysely.insertInto('echeances').values(row).execute());
  });

  it('refuses auto-save without an account', async () => {
    const row = { ...planned(), accountId: null, autoSave: 1 as const };
    await invalid(ctx.db.kysely.insertInto('echeances').values(row).execute());
  });

  it('refuses a planned transfer to its own account, or without a destination', async () => {
    const db = ctx.db.kysely;
    const transfer = { ...planned(), operationType: 'TRANSFER' as const };
    await invalid(
      db
        .insertInto('echeances')
        .values({ ...transfer, toAccountId: user.accountId })
        .execute(),
    );
    await invalid(db.insertInto('echeances').values(transfer).execute());
    await invalid(
      db
        .insertInto('echeances')
        .values({ ...planned(), toAccountId: user.savingsId })
        .execute(),
    );
  });

  it('refuses a split template share above 100 %', async () => {
    const template = {
      userId: user.userId,
      payeeId: user.payeeId,
      debitCredit: -1 as const,
      percentageBp: 10_001,
    };
    await invalid(ctx.db.kysely.insertInto('payeeSplitTemplates').values(template).execute());
  });
});
