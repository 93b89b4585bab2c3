import { afterEach, expect, it } from 'vitest';
import { searchFold } from '../../contract/operations-search';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { givenFinanceUser, operationRow } from '../test/finance-fixtures';
import { createMigrator, migrateToLatest } from './migrator';

describeOnDatabases('migration 0010', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('fills the folded texts of existing rows with searchFold, batch after batch', async () => {
    opened = await openEmptyDatabase(ctx.db.dialect);
    const db = opened.db.kysely;
    const { error } = await (await createMigrator(db)).migrateTo('0009-operation-rollups');
    if (error) throw error;
    const user = await givenFinanceUser(db);
    await db.updateTable('operations').set({ memo: 'Fête  du\tCŒUR ' }).execute();
    await db.updateTable('splitOperations').set({ memo: 'Æsop' }).execute();
    await db.updateTable('payees').set({ name: 'Café' }).execute();
    // More rows than one batch of the backfill (5,000), a blank memo and none among them.
    const memos: (string | null)[] = Array.from({ length: 5_100 }, (_, i) =>
      i === 0 ? '  ' : `Opération n°${i}`,
    );
    memos.push(null);
    for (let at = 0; at < memos.length; at += 1_000) {
      const rows = memos.slice(at, at + 1_000).map((memo) => ({
        ...operationRow(user.userId, user.accountId),
        memo,
      }));
      await db.insertInto('operations').values(rows).execute();
    }
    await migrateToLatest(db);

    const operations = await db.selectFrom('operations').select(['memo', 'memoFolded']).execute();
    expect(operations).toHaveLength(5_102);
    for (const { memo, memoFolded } of operations) expect(memoFolded).toBe(searchFold(memo ?? ''));
    expect(operations.filter((row) => row.memoFolded === 'FETE DU COEUR')).toHaveLength(1);
    const part = await db.selectFrom('splitOperations').select('memoFolded').execute();
    expect(part).toEqual([{ memoFolded: 'AESOP' }]);
    const names = async (table: 'payees' | 'categories' | 'tags') =>
      (await db.selectFrom(table).select('nameFolded').where('userId', '=', user.userId).execute())
        .map((row) => row.nameFolded)
        .sort();
    expect(await names('payees')).toEqual(['CAFE']);
    expect(await names('categories')).toEqual(['COURSES']);
    expect(await names('tags')).toEqual(['VACANCES']);
    const templates = await db
      .selectFrom('categories')
      .select(['name', 'nameFolded'])
      .where('userId', 'is', null)
      .execute();
    expect(templates.length).toBeGreaterThan(0);
    for (const { name, nameFolded } of templates) expect(nameFolded).toBe(searchFold(name));

    const down = await (await createMigrator(db)).migrateTo('0009-operation-rollups');
    if (down.error) throw down.error;
    await migrateToLatest(db);
    expect(await names('payees')).toEqual(['CAFE']);
  });
});
