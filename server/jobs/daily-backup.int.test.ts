import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { expect, it } from 'vitest';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrator';
import { dailyBackups } from '../db/backup/backup-files';
import { backUpIfDue, dailyBackupTasks } from './daily-backup';

// The embedded database's daily backup: once a day whatever the restarts, the last N kept.

const DAY = 24 * 3_600_000;
const logger = pino({ level: 'silent' });

async function givenDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-daily-'));
  const url = `file:${path.join(dir, 'pecule.db')}`;
  const db = openDatabase(url);
  await migrateToLatest(db.kysely);
  await db.close();
  return { dir, config: loadConfig({ DATABASE_URL: url, BACKUP_KEEP: '2' }) };
}

it('reads the backup settings: on by default beside the database, 7 kept, 0 turns it off', () => {
  const config = loadConfig({});
  expect([config.BACKUP_DAILY, config.BACKUP_DIR, config.BACKUP_KEEP]).toEqual([
    true,
    undefined,
    7,
  ]);
  expect(loadConfig({ BACKUP_DAILY: '0' }).BACKUP_DAILY).toBe(false);
  expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow('BACKUP_KEEP');
});

it('backs up beside the database once a day and keeps the newest N', async () => {
  const { dir, config } = await givenDatabase();
  const backups = path.join(dir, 'backups');
  await backUpIfDue(config, logger);
  await backUpIfDue(config, logger);
  expect(dailyBackups(backups)).toHaveLength(1);
  for (const name of ['pecule-daily-20200101T000000Z.db', 'pecule-daily-20200102T000000Z.db']) {
    fs.writeFileSync(path.join(backups, name), '');
  }
  fs.writeFileSync(path.join(backups, 'pecule-20200101T000000Z.db'), '');
  await backUpIfDue(config, logger, Date.now() + DAY);
  const kept = dailyBackups(backups);
  expect(kept).toHaveLength(2);
  expect(kept.every((name) => !name.startsWith('pecule-daily-2020'))).toBe(true);
  expect(fs.existsSync(path.join(backups, 'pecule-20200101T000000Z.db'))).toBe(true);
});

it('schedules nothing when turned off, or on PostgreSQL', async () => {
  const { config } = await givenDatabase();
  expect(dailyBackupTasks(config, logger).map((task) => task.name)).toEqual(['daily-backup']);
  expect(dailyBackupTasks({ ...config, BACKUP_DAILY: false }, logger)).toEqual([]);
  const postgres = { ...config, DATABASE_URL: 'postgres://x@127.0.0.1/x' };
  expect(dailyBackupTasks(postgres, logger)).toEqual([]);
});
