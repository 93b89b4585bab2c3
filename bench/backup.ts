// tsx bench/backup.ts [--databases sqlite,postgres] [--operations 200000]: the time and size of
// npm run backup, and of restoring it, on the data set of `npm run db:seed -- --users 2
// --operations N` in a temporary SQLite file; then that file moved with npm run db:copy into
// the PostgreSQL database bench_backup (faster than seeding PostgreSQL, and measured), backed
// up and restored into bench_restore. The databases are dropped after.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDatabase, restoreDatabase } from '../server/db/backup/backup';
import { copyDatabase } from '../server/db/backup/copy-database';
import { datasetOptions } from './lib/each-database';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './lib/operations-data';

const options = datasetOptions(process.argv.slice(2), 'bench_backup');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-backup-bench-'));
const load = () =>
  `load average ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`;
const since = (started: number) => Math.round(performance.now() - started);

function seed(url: string): number {
  const started = performance.now();
  const args = ['--users', '2', '--operations', String(options.operations)];
  execFileSync(process.execPath, ['--import', 'tsx', 'bench/seed-cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: url },
    stdio: 'inherit',
  });
  return since(started);
}

async function backupAndRestore(source: BenchDatabase, target: BenchDatabase) {
  const file = path.join(dir, `backup.${source.kind === 'sqlite' ? 'db' : 'dump'}`);
  const { bytes, ms } = await backupDatabase(source.url, { file });
  const started = performance.now();
  await restoreDatabase(target.url, file);
  return { backupMs: ms, backupMB: +(bytes / 1e6).toFixed(1), restoreMs: since(started) };
}

const sqlite = sqliteDatabase();
const restored = sqliteDatabase();
try {
  console.log(load());
  const seedMs = seed(sqlite.url);
  if (options.databases.includes('sqlite')) {
    console.log('sqlite', { seedMs, ...(await backupAndRestore(sqlite, restored)) }, load());
  }
  const postgres = options.databases.includes('postgres')
    ? await postgresDatabase(options.pg)
    : null;
  const target = postgres && (await postgresDatabase(options.pg.replace(/_backup$/, '_restore')));
  if (postgres && target) {
    try {
      const started = performance.now();
      await copyDatabase(sqlite.url, postgres.url);
      const copyMs = since(started);
      console.log('postgres', { copyMs, ...(await backupAndRestore(postgres, target)) }, load());
    } finally {
      await Promise.all([postgres.drop(), target.drop()]);
    }
  }
} finally {
  await Promise.all([sqlite.drop(), restored.drop()]);
  fs.rmSync(dir, { recursive: true, force: true });
}
