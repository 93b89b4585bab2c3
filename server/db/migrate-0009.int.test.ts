import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { givenFinanceUser, operationRow } from '../test/finance-fixtures';
import { linkTransfer } from '../test/payee-fixtures';
import { expectRollupsExact, storedSums } from '../test/rollup-fixtures';
import { createMigrator, migrateToLatest } from './migrator';

describeOnDatabases('migration 0009', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('fills both rollups from the existing operations and gives operations a version', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const db = opened.db.kysely;
    const { error } = await (await createMigrator(db)).migrateTo('0008-payees');
    if (error) throw error;
    const user = await givenFinanceUser(db);
    const other = await givenFinanceUser(db);
    const insert = async (accountId: number, amount: number, more = {}) => {
      const row = { ...operationRow(user.userId, accountId, amount), ...more };
      const { id } = await db
        .insertInto('operations')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('splitOperations')
        .values({
          userId: user.userId,
          operationId: id,
          accountId,
          valueDate: row.valueDate,
          amount,
        })
        .execute();
      return id;
    };
    await insert(user.accountId, 2_500, { state: 'P' });
    await insert(user.accountId, -700, { date: '2024-04-30' });
    await linkTransfer(
      db,
      await insert(user.accountId, -5_000),
      await insert(user.savingsId, 5_000),
    );
    await migrateToLatest(db);

    await expectRollupsExact(db, user.userId);
    await expectRollupsExact(db, other.userId);
    const sums = await storedSums(db, user.userId);
    expect(sums.accounts[`${user.accountId}/2024-03`]).toEqual({
      total: -1_000 + 2_500 - 5_000,
      pointedTotal: 2_500,
      count: 3,
    });
    expect(sums.categories[`${user.accountId}/${user.categoryId}/2024-03/0`]).toEqual({
      total: -1_000,
      count: 1,
    });
    const versions = await db.selectFrom('operations').select('version').execute();
    expect(versions.every((row) => row.version === 1)).toBe(true);

    const down = await (await createMigrator(db)).migrateTo('0008-payees');
    if (down.error) throw down.error;
    await migrateToLatest(db);
    await expectRollupsExact(db, user.userId);
  });

  it('creates the idempotency and statement tables', async () => {
    const db = ctx.db.kysely;
    const user = await givenFinanceUser(db);
    await db
      .insertInto('accountStatements')
      .values({
        userId: user.userId,
        accountId: user.accountId,
        date: '2024-03-31',
        closingBalance: 12_345,
        createdAt: '2024-04-01T00:00:00Z',
      })
      .execute();
    await db
      .insertInto('idempotencyKeys')
      .values({
        userId: user.userId,
        key: 'k1',
        requestHash: 'h',
        status: 200,
        body: '{}',
        createdAt: '2024-04-01T00:00:00Z',
      })
      .execute();
    const other = await givenFinanceUser(db);
    const foreign = db
      .insertInto('accountStatements')
      .values({
        userId: other.userId,
        accountId: user.accountId,
        date: '2024-03-31',
        closingBalance: 1,
        createdAt: '2024-04-01T00:00:00Z',
      })
      .execute();
    await expect(foreign).rejects.toThrow();
  });
});
