import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { newInstance, scratchDir, type Instance } from '../../test/backup-fixtures';
import { postgresAvailable } from '../../test/databases';
import { insertUser } from '../../test/finance-fixtures';
import { openDatabase } from '../database';
import { migrations } from '../migrations';
import { createMigrator, migrateToLatest } from '../migrator';
import { backupDatabase, restoreDatabase } from './backup';
import { migrationNames } from './table-digest';

// npm run restore: into an empty database only unless forced, then up to this version.

const OLDER = '0019-admin-content';

async function userCount(url: string): Promise<number> {
  const db = openDatabase(url);
  try {
    const { rows } = await sql<{ n: number }>`select count(*) as n from users`.execute(db.kysely);
    return Number(rows[0]!.n);
  } finally {
    await db.close();
  }
}

for (const kind of ['sqlite', 'postgres'] as const) {
  const run = kind === 'postgres' && !postgresAvailable ? describe.skip : describe;
  run(`npm run restore [${kind}]`, () => {
    const dir = scratchDir();
    const instances: Instance[] = [];
    afterAll(async () => {
      for (const instance of instances) await instance.drop();
    }, 120_000);
    const instance = async () => {
      const made = await newInstance(kind, dir);
      instances.push(made);
      return made;
    };
    let backup = '';

    it(
      'restores an older backup, then migrates it to this version',
      { timeout: 120_000 },
      async () => {
        const source = await instance();
        const db = openDatabase(source.url);
        await (await createMigrator(db.kysely)).migrateTo(OLDER);
        await insertUser(db.kysely, 'ancienne');
        await db.close();
        backup = (await backupDatabase(source.url, { dir: path.join(dir, kind) })).file;
        expect(fs.existsSync(backup)).toBe(true);

        const target = await instance();
        const { migrated } = await restoreDatabase(target.url, backup);
        expect(migrated.length).toBeGreaterThan(0);
        const restored = openDatabase(target.url);
        try {
          expect(await migrationNames(restored.kysely)).toEqual(Object.keys(migrations).sort());
        } finally {
          await restored.close();
        }
        expect(await userCount(target.url)).toBe(1);
      },
    );

    it('refuses a database that holds tables unless forced', { timeout: 120_000 }, async () => {
      const target = await instance();
      const db = openDatabase(target.url);
      await migrateToLatest(db.kysely);
      await insertUser(db.kysely, 'présente');
      await insertUser(db.kysely, 'autre');
      await db.close();
      await expect(restoreDatabase(target.url, backup)).rejects.toThrow('not empty');
      expect(await userCount(target.url)).toBe(2);
      await restoreDatabase(target.url, backup, true);
      expect(await userCount(target.url)).toBe(1);
    });

    it('refuses a backup of the other kind of database', async () => {
      const other = path.join(dir, 'other');
      fs.writeFileSync(other, kind === 'sqlite' ? 'PGDMP…' : 'SQLite format 3\0…');
      const target = await instance();
      await expect(restoreDatabase(target.url, other)).rejects.toThrow('npm run db:copy');
    });
  });
}
