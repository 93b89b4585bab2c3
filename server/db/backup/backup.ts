import fs from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../database';
import { migrateToLatest } from '../migrator';
import {
  backupFileName,
  defaultBackupDir,
  kindOfBackup,
  sqliteFileOf,
  writeAtomically,
  type BackupKind,
} from './backup-files';
import { backupPostgres, restorePostgres } from './postgres-backup';
import { backupSqlite, restoreSqlite } from './sqlite-backup';

// Backup and restore of the database DATABASE_URL names, whichever kind it is.

export interface BackupOptions {
  /** The file to write; by default a UTC-stamped name in `dir`. */
  file?: string;
  /** Where the default name goes; by default beside the SQLite file, or data/backups. */
  dir?: string;
  /** Named as an automatic backup (the ones pruned). */
  daily?: boolean;
  /** The instant the default name gives; now by default. */
  instant?: Date;
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

function kindOfUrl(databaseUrl: string): BackupKind {
  if (databaseUrl.startsWith('postgres')) return 'postgres';
  if (!sqliteFileOf(databaseUrl)) throw new Error('an in-memory database has nothing to back up');
  return 'sqlite';
}

export async function backupDatabase(
  databaseUrl: string,
  options: BackupOptions = {},
): Promise<BackupResult> {
  const started = performance.now();
  const kind = kindOfUrl(databaseUrl);
  const file =
    options.file ??
    path.join(
      options.dir ?? defaultBackupDir(databaseUrl),
      backupFileName(kind, options.instant ?? new Date(), options.daily),
    );
  await writeAtomically(file, (partial) =>
    kind === 'sqlite'
      ? backupSqlite(sqliteFileOf(databaseUrl)!, partial)
      : backupPostgres(databaseUrl, partial),
  );
  return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started) };
}

export interface RestoreResult {
  /** SQLite with --force: where the replaced file was kept. */
  setAside?: string;
  /** The migrations run after the restore, a backup older than this version. */
  migrated: string[];
}

export async function restoreDatabase(
  databaseUrl: string,
  backup: string,
  force = false,
): Promise<RestoreResult> {
  const kind = kindOfUrl(databaseUrl);
  const backupKind = kindOfBackup(backup);
  if (backupKind !== kind) {
    throw new Error(
      `${backup} is a ${backupKind} backup and DATABASE_URL names ${kind}: restore it into ` +
        `${backupKind}, then move it with npm run db:copy`,
    );
  }
  let setAside: string | undefined;
  if (kind === 'sqlite') setAside = restoreSqlite(backup, sqliteFileOf(databaseUrl)!, force);
  else await restorePostgres(backup, databaseUrl, force);
  const db = openDatabase(databaseUrl);
  try {
    const { results = [] } = await migrateToLatest(db.kysely);
    return { setAside, migrated: results.map((result) => result.migrationName) };
  } finally {
    await db.close();
  }
}
