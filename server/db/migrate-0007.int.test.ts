import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { insertUser } from '../test/finance-fixtures';
import { createMigrator, migrateToLatest } from './migrator';

describeOnDatabases('migration 0007', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('gives users without categories the standard tree in their language, others nothing', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const db = opened.db.kysely;
    const { error } = await (await createMigrator(db)).migrateTo('0005-email-change');
    if (error) throw error;
    const french = await insertUser(db);
    const english = await insertUser(db);
    await db.updateTable('users').set({ language: 'en' }).where('id', '=', english).execute();
    const kept = await insertUser(db);
    await db
      .insertInto('categories')
      .values({ userId: kept, name: 'Maison', debitCredit: -1, level: 1 })
      .execute();
    await migrateToLatest(db);

    const tree = (userId: number) =>
      db
        .selectFrom('categories')
        .select(['name', 'level', 'owned', 'parentId', 'similarId'])
        .where('userId', '=', userId)
        .orderBy('id')
        .execute();
    const templates = await db
      .selectFrom('categories')
      .select('id')
      .where('userId', 'is', null)
      .execute();
    const [fr, en] = [await tree(french), await tree(english)];
    expect(fr).toHaveLength(templates.length);
    expect(en).toHaveLength(templates.length);
    expect(fr.filter((c) => c.level === 1).map((c) => c.name)).toContain('Logement');
    expect(en.filter((c) => c.level === 1).map((c) => c.name)).toContain('Housing');
    expect(en.every((c) => c.owned === 0 && c.similarId !== null)).toBe(true);
    expect(en.filter((c) => c.level > 1).every((c) => c.parentId !== null)).toBe(true);
    expect((await tree(kept)).map((c) => [c.name, c.owned])).toEqual([['Maison', 0]]);
  });
});
