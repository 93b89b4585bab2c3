import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import {
  expectRefused,
  givenFinanceUser,
  operationRow,
  type FinanceUser,
} from '../test/finance-fixtures';
import type { Executor } from './database';
import { createMigrator, migrateToLatest } from './migrator';

const identity = (user: FinanceUser, bankId: string | null, fingerprint: string | null) => ({
  ...operationRow(user.userId, user.accountId),
  bankId,
  fingerprint,
  occurrence: fingerprint === null ? null : 1,
});

const line = (user: FinanceUser) => ({
  userId: user.userId,
  importReportId: user.reportId,
  lineIndex: 0,
  date: '2024-03-09',
  valueDate: '2024-03-09',
  amount: -450,
  label: 'CAFE',
  fingerprint: 'print',
  occurrence: 1,
});

async function incorporation(db: Executor, user: FinanceUser) {
  return db
    .insertInto('importIncorporations')
    .values({
      userId: user.userId,
      accountId: user.accountId,
      format: 'CSV',
      incorporatedAt: '2024-03-10T00:00:00Z',
      createdCount: 1,
      mergedCount: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describeOnDatabases('migration 0014: import identity and history', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps a bank id and a fingerprint occurrence once per account', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    await db
      .insertInto('operations')
      .values(identity(a, 'FIT1', 'p'))
      .execute();
    const again = db
      .insertInto('operations')
      .values(identity(a, 'FIT1', null))
      .execute();
    await expectRefused(again, 409, 'ValidationException');
    const twin = db
      .insertInto('operations')
      .values(identity(a, null, 'p'))
      .execute();
    await expectRefused(twin, 409, 'ValidationException');
    await db
      .insertInto('operations')
      .values({ ...identity(a, null, 'p'), occurrence: 2 })
      .execute();
    const lonely = db
      .insertInto('operations')
      .values({ ...identity(a, null, null), occurrence: 3 })
      .execute();
    await expectRefused(lonely, 400, 'ValidationException');
  });

  it('checks lines and history with their owner and their enumerations', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    const b = await givenFinanceUser(db);
    for (const link of [{ categoryId: b.categoryId }, { echeanceId: b.echeanceId }]) {
      const write = db
        .insertInto('importedOperations')
        .values({ ...line(a), ...link })
        .execute();
      await expectRefused(write, 404, 'not.found');
    }
    const zero = db
      .insertInto('importedOperations')
      .values({ ...line(a), amount: 0 })
      .execute();
    await expectRefused(zero, 400, 'ValidationException');
    const kind = { ...line(a), matchKind: 'GUESS' as 'FUZZY' };
    await expectRefused(
      db.insertInto('importedOperations').values(kind).execute(),
      400,
      'ValidationException',
    );
    const format = db
      .updateTable('importReports')
      .set({ format: 'PDF' as 'CSV' })
      .where('id', '=', a.reportId)
      .execute();
    await expectRefused(format, 400, 'ValidationException');
    const { id } = await incorporation(db, a);
    const entry = {
      userId: a.userId,
      incorporationId: id,
      kind: 'CREATED' as const,
      operationId: b.operationId,
      operationVersion: 1,
      date: '2024-03-09',
      valueDate: '2024-03-09',
      amount: -450,
      label: 'CAFE',
      fingerprint: 'print',
      occurrence: 1,
    };
    const foreign = db.insertInto('importIncorporatedLines').values(entry).execute();
    await expectRefused(foreign, 404, 'not.found');
    await db
      .insertInto('importIncorporatedLines')
      .values({ ...entry, operationId: a.operationId })
      .execute();
    await db
      .insertInto('importedOperations')
      .values({ ...line(a), matchedOperationId: a.operationId })
      .execute();
    await db.deleteFrom('operations').where('id', '=', a.operationId).execute();
    expect(await db.selectFrom('importIncorporatedLines').select('id').execute()).toEqual([]);
    const kept = await db
      .selectFrom('importedOperations')
      .select(['userId', 'matchedOperationId'])
      .execute();
    expect(kept).toEqual([{ userId: a.userId, matchedOperationId: null }]);
    await db.deleteFrom('importReports').where('id', '=', a.reportId).execute();
    expect(await db.selectFrom('importIncorporations').select('id').execute()).toHaveLength(1);
  });

  it('goes down and up again', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const db = opened.db.kysely;
    await migrateToLatest(db);
    const down = await (await createMigrator(db)).migrateTo('0013-budget-goals');
    if (down.error) throw down.error;
    await migrateToLatest(db);
    const user = await givenFinanceUser(db);
    await db.insertInto('importedOperations').values(line(user)).execute();
  });
});
