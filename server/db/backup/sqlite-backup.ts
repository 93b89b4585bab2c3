import fs from 'node:fs';
import SqliteDatabase from 'better-sqlite3';
import { migrations } from '../migrations';
import { stampOf } from './backup-files';

// SQLite's online backup API, through a connection of its own: it reads one snapshot of the
// database, WAL included, while the app keeps writing (a reader never blocks a writer in WAL
// mode). Copying pecule.db alone would miss what the WAL holds.

/** All pages in one step: copied in steps, a write between two would restart the copy. */
const ALL_PAGES = 0x7fffffff;

export async function backupSqlite(file: string, target: string): Promise<void> {
  const source = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(target, { progress: () => ALL_PAGES });
  } finally {
    source.close();
  }
  // One self-contained file: the copy keeps the source's WAL mode, which would make it grow
  // -wal and -shm companions when opened.
  const copy = new SqliteDatabase(target);
  try {
    copy.pragma('journal_mode = DELETE');
  } finally {
    copy.close();
  }
}

function tableCount(db: SqliteDatabase.Database): number {
  const row = db.prepare("select count(*) as n from sqlite_master where type = 'table'").get();
  return (row as { n: number }).n;
}

/** Refuses a damaged file, or one written by a newer Pécule than this one. */
export function checkSqliteBackup(file: string): void {
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`${file} is damaged: ${String(check)}`);
    const names = db.prepare('select name from kysely_migration').pluck().all() as string[];
    const unknown = names.filter((name) => !(name in migrations));
    if (unknown.length > 0) {
      throw new Error(`${file} comes from a newer Pécule (migrations ${unknown.join(', ')})`);
    }
  } finally {
    db.close();
  }
}

function isEmptySqlite(file: string): boolean {
  if (!fs.existsSync(file)) return true;
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    return tableCount(db) === 0;
  } finally {
    db.close();
  }
}

/** Folds the WAL into the file, then moves the file aside: nothing is ever deleted. */
function setAside(file: string): string {
  const db = new SqliteDatabase(file, { fileMustExist: true });
  try {
    db.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  const aside = `${file}.before-restore-${stampOf(new Date())}`;
  fs.renameSync(file, aside);
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  return aside;
}

/**
 * Puts the backup in place of `file`, which must be empty (no table) unless `force`: then the
 * current file is kept beside it. Answers where the replaced file went, if any.
 */
export function restoreSqlite(backup: string, file: string, force: boolean): string | undefined {
  checkSqliteBackup(backup);
  let aside: string | undefined;
  if (!isEmptySqlite(file)) {
    if (!force) throw new Error(`${file} is not empty: restore refused (--force replaces it)`);
    aside = setAside(file);
  }
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  const partial = `${file}.restoring`;
  fs.copyFileSync(backup, partial);
  fs.renameSync(partial, file);
  return aside;
}
