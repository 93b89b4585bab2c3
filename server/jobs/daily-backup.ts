import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { DAY_MS } from '../../contract/dates';
import type { Config } from '../config';
import { backupDatabase } from '../db/backup/backup';
import {
  dailyBackups,
  defaultBackupDir,
  pruneDailyBackups,
  sqliteFileOf,
} from '../db/backup/backup-files';
import { HOUR_MS } from './periodic';
import type { PeriodicTask } from './schedule';

// The embedded database backs itself up once a day. The check runs at start and every hour, so a
// server restarted often still backs up daily, and one stopped for a week backs up on its
// first hour back. PostgreSQL is backed up by its operator (npm run backup, pg_dump, the host).

function newestBackupTime(dir: string): number {
  const newest = dailyBackups(dir).at(-1);
  return newest ? fs.statSync(path.join(dir, newest)).mtimeMs : -Infinity;
}

export type DailyBackupConfig = Pick<
  Config,
  'DATABASE_URL' | 'BACKUP_DAILY' | 'BACKUP_DIR' | 'BACKUP_KEEP'
>;

/** One check: a backup if the newest is a day old or more, then the oldest beyond the kept. */
export async function backUpIfDue(config: DailyBackupConfig, logger: Logger, now = Date.now()) {
  const dir = config.BACKUP_DIR ?? defaultBackupDir(config.DATABASE_URL);
  if (now - newestBackupTime(dir) < DAY_MS) return;
  const { file, bytes, ms } = await backupDatabase(config.DATABASE_URL, {
    dir,
    daily: true,
    instant: new Date(now),
  });
  const removed = pruneDailyBackups(dir, config.BACKUP_KEEP);
  logger.info({ file, bytes, ms, removed }, 'daily backup written');
}

/** The daily backup of the SQLite database as a periodic task, none when off or on PostgreSQL. */
export function dailyBackupTasks(config: DailyBackupConfig, logger: Logger): PeriodicTask[] {
  if (!config.BACKUP_DAILY || !sqliteFileOf(config.DATABASE_URL)) return [];
  return [
    { name: 'daily-backup', everyMs: HOUR_MS, run: (now) => backUpIfDue(config, logger, now) },
  ];
}
