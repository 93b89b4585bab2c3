import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { expectRefused, givenFinanceUser } from '../test/finance-fixtures';
import { createMigrator, migrateToLatest } from './migrator';

const row = (user: { userId: number; echeanceId: number }, operationId: number | null) => ({
  userId: user.userId,
  echeanceId: user.echeanceId,
  dueDate: '2024-03-01',
  state: 'MATCHED' as const,
  operationId,
  createdAt: '2024-03-01T00:00:00Z',
});

describeOnDatabases('migration 0012: occurrences of planned operations', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps one row per plan and date, of the owner’s operation, in a known state', async () => {
    const db = ctx.db.kysely;
    const a = await givenFinanceUser(db);
    const b = await givenFinanceUser(db);
    await expectRefused(
      db.insertInto('echeanceOccurrences').values(row(a, b.operationId)).execute(),
      404,
      'not.found',
    );
    await expectRefused(
      db
        .insertInto('echeanceOccurrences')
        .values({ ...row(a, a.operationId), state: 'DONE' as 'SAVED' })
        .execute(),
      400,
      'ValidationException',
    );
    await expectRefused(
      db.insertInto('echeanceOccurrences').values(row(a, null)).execute(),
      400,
      'ValidationException',
    );
    await db.insertInto('echeanceOccurrences').values(row(a, a.operationId)).execute();
    await expectRefused(
      db
        .insertInto('echeanceOccurrences')
        .values({ ...row(a, null), state: 'SAVED' })
        .execute(),
      409,
      'ValidationException',
    );
    await expectRefused(
      db
        .insertInto('echeanceOccurrences')
        .values({ ...row(a, a.operationId), dueDate: '2024-04-01' })
        .execute(),
      409,
      'ValidationException',
    );
    await expectRefused(
      db.insertInto('preferences').values({ userId: a.userId, echeanceCatchUp: 'SOME' }).execute(),
      400,
      'ValidationException',
    );
    await db.deleteFrom('operations').where('id', '=', a.operationId).execute();
    const left = await db.selectFrom('echeanceOccurrences').selectAll().execute();
    expect(left).toEqual([]);
  });

  it('goes down and up again', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const db = opened.db.kysely;
    await migrateToLatest(db);
    const down = await (await createMigrator(db)).migrateTo('0010-operation-search');
    if (down.error) throw down.error;
    await migrateToLatest(db);
    const user = await givenFinanceUser(db);
    await db.insertInto('echeanceOccurrences').values(row(user, user.operationId)).execute();
    const prefs = await db
      .insertInto('preferences')
      .values({ userId: user.userId })
      .returning('echeanceCatchUp')
      .executeTakeFirstOrThrow();
    expect(prefs.echeanceCatchUp).toBe('ALL');
  });
});
