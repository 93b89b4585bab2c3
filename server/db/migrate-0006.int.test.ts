import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { insertUser } from '../test/finance-fixtures';
import { createMigrator, migrateToLatest } from './migrator';

describeOnDatabases('migration 0006 (bank names)', (ctx) => {
  const bankNames = () =>
    ctx.db.kysely.selectFrom('bankNames').select(['id', 'name']).orderBy('id').execute();

  it('adds the missing banks after 0002’s, and goes down keeping users’ banks by name', async () => {
    const db = ctx.db.kysely;
    const names = await bankNames();
    expect(names).toHaveLength(35);
    expect(names[24]).toEqual({ id: 25, name: 'Autre banque' });
    const tradeRepublic = names.find((n) => n.name === 'Trade Republic');
    expect(tradeRepublic?.id).toBeGreaterThan(25);
    const userId = await insertUser(db);
    const bank = await db
      .insertInto('banks')
      .values({ userId, name: 'Trade Republic', bankNameId: tradeRepublic!.id })
      .returning('id')
      .executeTakeFirstOrThrow();

    const migrator = await createMigrator(db);
    const { error } = await migrator.migrateTo('0005-email-change');
    expect(error).toBeUndefined();
    expect(await bankNames()).toHaveLength(25);
    expect(
      await db
        .selectFrom('banks')
        .select(['name', 'bankNameId'])
        .where('id', '=', bank.id)
        .execute(),
    ).toEqual([{ name: 'Trade Republic', bankNameId: null }]);

    await migrateToLatest(db);
    expect(await bankNames()).toEqual(names);
  });
});
