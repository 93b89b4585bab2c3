import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../../test/databases';
import { insertUser } from '../../../test/finance-fixtures';
import { expectRollupsExact, storedSums } from '../../../test/rollup-fixtures';
import { generateUserData } from '../../demo/generate';
import { rebuildRollups } from './operations-rollups.service';
import { writeOperations } from './operations-write.service';

describeOnDatabases('rollups: rebuilt from the operations', (ctx) => {
  it('the data generator leaves exact rollups, and a rebuild puts broken ones right', async () => {
    const db = ctx.db.kysely;
    const [a, b] = [await insertUser(db), await insertUser(db)];
    const options = { operations: 600, seed: 7, endDate: '2024-06-30' };
    await generateUserData(db, a, options);
    await generateUserData(db, b, { ...options, seed: 8 });
    await expectRollupsExact(db, a);
    await expectRollupsExact(db, b);
    const good = await storedSums(db, b);

    await db.updateTable('accountMonthSums').set({ total: 1 }).where('userId', '=', a).execute();
    await db.deleteFrom('categoryMonthSums').where('userId', 'in', [a, b]).execute();
    await rebuildRollups(db, a);
    await expectRollupsExact(db, a);
    expect((await storedSums(db, b)).categories).toEqual({});

    await rebuildRollups(db);
    await expectRollupsExact(db, a);
    expect(await storedSums(db, b)).toEqual(good);
  });

  it('keeps exact rollups when the write path changes generated data', async () => {
    const db = ctx.db.kysely;
    const user = await insertUser(db);
    await generateUserData(db, user, { operations: 300, seed: 3, endDate: '2024-06-30' });
    const ids = await db
      .selectFrom('operations')
      .select('id')
      .where('userId', '=', user)
      .orderBy('id')
      .limit(40)
      .execute();
    await writeOperations(db, user, [
      { kind: 'point', ids: ids.slice(0, 20).map((row) => row.id), pointed: true },
      { kind: 'delete', ids: ids.slice(20).map((row) => row.id) },
    ]);
    await expectRollupsExact(db, user);
  });
});
