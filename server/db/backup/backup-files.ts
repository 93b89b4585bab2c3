import fs from 'node:fs';
import path from 'node:path';

// Where backups go and what they are called: one file each, named by its UTC instant so that
// names sort in time order.

export type BackupKind = 'sqlite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { sqlite: 'db', postgres: 'dump' };
const DAILY = /^pecule-daily-\d{8}T\d{6}Z\.(db|dump)$/;

/** 2026-11-27T15:04:05.123Z → 20261127T150405Z. */
export const stampOf = (instant: Date): string =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

export function backupFileName(kind: BackupKind, instant: Date, daily = false): string {
  return `pecule-${daily ? 'daily-' : ''}${stampOf(instant)}.${EXTENSION[kind]}`;
}

/** The SQLite file of a `file:` URL; undefined for PostgreSQL or an in-memory database. */
export function sqliteFileOf(url: string): string | undefined {
  if (!url.startsWith('file:')) return undefined;
  const file = url.slice('file:'.length);
  return file === '' || file.includes(':memory:') ? undefined : file;
}

/** By default backups sit beside the SQLite file (data/pecule.db → data/backups). */
export function defaultBackupDir(url: string): string {
  const file = sqliteFileOf(url);
  return file ? path.join(path.dirname(file), 'backups') : path.join('data', 'backups');
}

/** The automatic backups of `dir`, oldest first (manual ones are never counted or removed). */
export function dailyBackups(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => DAILY.test(name))
    .sort();
}

/** Removes the oldest automatic backups beyond the `keep` newest; answers the names removed. */
export function pruneDailyBackups(dir: string, keep: number): string[] {
  const names = dailyBackups(dir);
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) fs.rmSync(path.join(dir, name), { force: true });
  return removed;
}

/**
 * Writes through `write` into a `.partial` file renamed at the end, so a backup cut short (a
 * crash, a full disk) never looks like a good one.
 */
export async function writeAtomically(
  target: string,
  write: (partial: string) => Promise<void>,
): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  const partial = `${target}.partial`;
  fs.rmSync(partial, { force: true });
  try {
    await write(partial);
    fs.renameSync(partial, target);
  } finally {
    fs.rmSync(partial, { force: true });
  }
}

/** What a backup file holds, from its first bytes. */
export function kindOfBackup(file: string): BackupKind {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  try {
    fs.readSync(fd, head, 0, 16, 0);
  } finally {
    fs.closeSync(fd);
  }
  if (head.toString('latin1') === 'SQLite format 3\0') return 'sqlite';
  if (head.subarray(0, 5).toString('latin1') === 'PGDMP') return 'postgres';
  throw new Error(`${file} is neither a SQLite backup nor a pg_dump custom-format archive`);
}
