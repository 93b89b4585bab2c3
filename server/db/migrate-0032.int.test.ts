import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { givenUser } from '../test/test-app';
import { createMigrator, migrateToLatest } from './migrator';

describeOnDatabases('migration 0032: two-factor', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  const journalRow = (type: string, id?: number) => ({
    ...(id === undefined ? {} : { id }),
    createdAt: '2026-01-01T00:00:00.000Z',
    type,
    login: 'someone',
    userId: null,
    address: null,
    outcome: 'success',
    details: null,
  });

  it('keeps the journal and its ids across the new type list, and goes down again', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const { kysely } = opened.db;
    const migrator = await createMigrator(kysely);
    const before = await migrator.migrateTo('0031-books-version-new-accounts');
    if (before.error) throw before.error;
    await kysely.insertInto('securityEvents').values(journalRow('SIGN_IN_SUCCESS')).execute();
    await migrateToLatest(kysely);
    await kysely.insertInto('securityEvents').values(journalRow('TWO_FACTOR_ENABLED')).execute();
    const rows = await kysely.selectFrom('securityEvents').select(['id', 'type']).execute();
    expect(rows).toEqual([
      { id: 1, type: 'SIGN_IN_SUCCESS' },
      { id: 2, type: 'TWO_FACTOR_ENABLED' },
    ]);
    await expect(
      kysely.insertInto('securityEvents').values(journalRow('SOMETHING_ELSE')).execute(),
    ).rejects.toThrow();

    const down = await migrator.migrateTo('0031-books-version-new-accounts');
    if (down.error) throw down.error;
    const left = await kysely.selectFrom('securityEvents').select('type').execute();
    expect(left).toEqual([{ type: 'SIGN_IN_SUCCESS' }]);
    await expect(
      kysely.insertInto('securityEvents').values(journalRow('TWO_FACTOR_ENABLED')).execute(),
    ).rejects.toThrow();
  });

  it('checks the state and its date, and goes with the user', async () => {
    const { db } = ctx;
    const user = await givenUser(db);
    const row = {
      userId: user.id,
      sealedSecret: 'v1.x.y.z',
      createdAt: '2026-01-01T00:00:00.000Z',
      lastStep: null,
    };
    const insert = (values: typeof row & { state: string; enabledAt: string | null }) =>
      db.kysely
        .insertInto('userTwoFactor')
        .values(values as never)
        .execute();
    await expect(insert({ ...row, state: 'on', enabledAt: null })).rejects.toThrow();
    await expect(insert({ ...row, state: 'enabled', enabledAt: null })).rejects.toThrow();
    await expect(insert({ ...row, state: 'pending', enabledAt: '2026-01-01' })).rejects.toThrow();
    await insert({ ...row, state: 'enabled', enabledAt: '2026-01-01T00:00:00.000Z' });
    await db.kysely
      .insertInto('twoFactorRecoveryCodes')
      .values({ userId: user.id, codeHash: 'h', usedAt: null })
      .execute();
    await expect(
      db.kysely
        .insertInto('twoFactorRecoveryCodes')
        .values({ userId: user.id, codeHash: 'h', usedAt: null })
        .execute(),
    ).rejects.toThrow();
    await db.kysely
      .insertInto('twoFactorChallenges')
      .values({ id: 'c', userId: user.id, createdAt: 'a', expiresAt: 'b' })
      .execute();
    await db.kysely.deleteFrom('users').where('id', '=', user.id).execute();
    for (const table of ['user_two_factor', 'two_factor_recovery_codes', 'two_factor_challenges']) {
      const { rows } = await sql<{ n: number | string }>`
        select count(*) as n from ${sql.table(table)} where user_id = ${user.id}`.execute(
        db.kysely,
      );
      expect(Number(rows[0]?.n)).toBe(0);
    }
  });
});
