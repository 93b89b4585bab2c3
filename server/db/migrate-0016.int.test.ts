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

async function givenConnection(db: Executor, user: FinanceUser, id = 7) {
  await db
    .insertInto('biUsers')
    .values({ userId: user.userId, providerUserId: 1, token: 'x' })
    .execute();
  await db
    .insertInto('biConnections')
    .values({
      userId: user.userId,
      id,
      bankName: 'Banque',
      connectorId: 1,
      state: null,
      lastUpdate: null,
    })
    .execute();
}

const importer = (user: FinanceUser, targetAccountId: number | null, originId = 11) => ({
  userId: user.userId,
  originId,
  connectionId: 7,
  name: 'Compte courant',
  number: null,
  currency: 'EUR',
  targetAccountId,
  type: 'ALL_AVAILABLE' as const,
  date: null,
});

describeOnDatabases('migration 0016: bank synchronisation', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps a provider transaction once per account, pending only with an id', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    const row = {
      ...operationRow(a.userId, a.accountId),
      biTransactionId: 501,
      biPending: 1 as const,
    };
    await db.insertInto('operations').values(row).execute();
    await expectRefused(
      db.insertInto('operations').values(row).execute(),
      409,
      'ValidationException',
    );
    const lonely = { ...operationRow(a.userId, a.accountId), biPending: 1 as const };
    await expectRefused(
      db.insertInto('operations').values(lonely).execute(),
      400,
      'ValidationException',
    );
  });

  it('links a provider account to one local account per user', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    const b = await givenFinanceUser(db);
    const link = (accountId: number) =>
      db.updateTable('accounts').set({ biAccountId: 99 }).where('id', '=', accountId).execute();
    await link(a.accountId);
    await link(b.accountId);
    await expectRefused(link(a.savingsId), 409, 'ValidationException');
  });

  it('checks importers with their owner, their type and their date', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    const b = await givenFinanceUser(db);
    await givenConnection(db, a);
    const foreign = db.insertInto('biImporters').values(importer(a, b.accountId)).execute();
    await expectRefused(foreign, 404, 'not.found');
    const noDate = db
      .insertInto('biImporters')
      .values({ ...importer(a, a.accountId), type: 'FROM_DATE' })
      .execute();
    await expectRefused(noDate, 400, 'ValidationException');
    const badType = { ...importer(a, a.accountId), type: 'SOMETIMES' as 'FROM_DATE' };
    await expectRefused(
      db.insertInto('biImporters').values(badType).execute(),
      400,
      'ValidationException',
    );
    const badState = db
      .updateTable('biConnections')
      .set({ state: 'sleepy' })
      .where('userId', '=', a.userId)
      .execute();
    await expectRefused(badState, 400, 'ValidationException');
    await db.insertInto('biImporters').values(importer(a, a.accountId)).execute();
    const sameTarget = db
      .insertInto('biImporters')
      .values(importer(a, a.accountId, 12))
      .execute();
    await expectRefused(sameTarget, 409, 'ValidationException');
  });

  it('forgets the target when its account goes, and everything with the user', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    await givenConnection(db, a);
    await db.insertInto('biImporters').values(importer(a, a.savingsId)).execute();
    await db.deleteFrom('accounts').where('id', '=', a.savingsId).execute();
    const kept = await db
      .selectFrom('biImporters')
      .select(['userId', 'targetAccountId'])
      .where('userId', '=', a.userId)
      .execute();
    expect(kept).toEqual([{ userId: a.userId, targetAccountId: null }]);
    await db.deleteFrom('biConnections').where('userId', '=', a.userId).execute();
    expect(
      await db
        .selectFrom('biImporters')
        .select('originId')
        .where('userId', '=', a.userId)
        .execute(),
    ).toEqual([]);
  });

  it('goes down and up again', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const db = opened.db.kysely;
    await migrateToLatest(db);
    const down = await (await createMigrator(db)).migrateTo('0015-analysis-month-sums-index');
    if (down.error) throw down.error;
    await migrateToLatest(db);
    const user = await givenFinanceUser(db);
    await givenConnection(db, user);
  });
});
