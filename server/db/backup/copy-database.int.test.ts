import { afterAll, describe, expect, it } from 'vitest';
import {
  balancesOf,
  createOneOperation,
  givenGeneratedPeople,
  newInstance,
  scratchDir,
  type Instance,
} from '../../test/backup-fixtures';
import { postgresAvailable } from '../../test/databases';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrator';
import { copyDatabase } from './copy-database';
import { databaseDigest, digestDifferences } from './table-digest';

// Moving the embedded database to PostgreSQL keeps every row: the demo generator's books of two
// people, copied, must give the same tables, counts and balances, and the copy must go on
// working (its sequences past the copied ids).

const run = postgresAvailable ? describe : describe.skip;
run('npm run db:copy: SQLite to PostgreSQL', () => {
  const dir = scratchDir();
  const instances: Instance[] = [];
  afterAll(async () => {
    for (const instance of instances) await instance.drop();
  }, 120_000);

  it(
    'copies every table, count and balance, and the copy takes new rows',
    { timeout: 300_000 },
    async () => {
      const source = await newInstance('sqlite', dir);
      const target = await newInstance('postgres', dir);
      instances.push(source, target);
      const from = openDatabase(source.url);
      await migrateToLatest(from.kysely);
      const users = await givenGeneratedPeople(from.kysely, ['alice', 'bruno'], 600);
      const expected = {
        digest: await databaseDigest(from.kysely, 'sqlite'),
        balances: await balancesOf(from.kysely),
      };
      await from.close();

      const report = await copyDatabase(source.url, target.url);
      expect(report.tables.operations?.rows).toBe(1200);

      const to = openDatabase(target.url);
      try {
        expect(
          digestDifferences(expected.digest, await databaseDigest(to.kysely, 'postgres')),
        ).toEqual([]);
        expect(await balancesOf(to.kysely)).toEqual(expected.balances);
        const id = await createOneOperation(to.kysely, users[0]!, -123);
        expect(id).toBe(expected.digest.operations!.rows + 1);
      } finally {
        await to.close();
      }
    },
  );

  it(
    'refuses a target that already holds people, and changes nothing there',
    { timeout: 120_000 },
    async () => {
      const source = await newInstance('sqlite', dir);
      const target = await newInstance('postgres', dir);
      instances.push(source, target);
      const db = openDatabase(source.url);
      await migrateToLatest(db.kysely);
      await givenGeneratedPeople(db.kysely, ['carla'], 50);
      await db.close();
      await copyDatabase(source.url, target.url);
      const to = openDatabase(target.url);
      try {
        const before = await databaseDigest(to.kysely, 'postgres');
        await expect(copyDatabase(source.url, target.url)).rejects.toThrow('holds users');
        expect(await databaseDigest(to.kysely, 'postgres')).toEqual(before);
      } finally {
        await to.close();
      }
    },
  );
});
