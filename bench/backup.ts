// tsx bench/backup.ts [--databases sqlite,postgres] [--operations 200000]: the time and size of
// npm run backup, and of restoring it, on the data set of `npm run db:seed -- --users 2
// --operations N`, in a temporary SQLite file and in PostgreSQL databases bench_backup and
// bench_restore (dropped after).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { backupDatabase, restoreDatabase } from '../server/db/backup/backup';
import { datasetOptions } from './lib/each-database';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './lib/operations-data';

const options = datasetOptions(process.argv.slice(2), 'bench_backup');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-backup-bench-'));

function seed(url: string): number {
  const started = performance.now();
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/seed-cli.ts',
      '--users',
      '2',
      '--operations',
      String(options.operations),
    ],
    { env: { ...process.env, DATABASE_URL: url }, stdio: 'inherit' },
  );
  return Math.round(performance.now() - started);
}

async function targetOf(kind: string): Promise<BenchDatabase | null> {
  if (kind === 'sqlite') return sqliteDatabase();
  return postgresDatabase(options.pg.replace(/bench_backup$/, 'bench_restore'));
}

async function measure(source: BenchDatabase) {
  const seedMs = seed(source.url);
  const file = path.join(dir, `backup.${source.kind === 'sqlite' ? 'db' : 'dump'}`);
  const { bytes, ms } = await backupDatabase(source.url, { file });
  const target = await targetOf(source.kind);
  if (!target) throw new Error('no restore target');
  try {
    const started = performance.now();
    await restoreDatabase(target.url, file);
    const restoreMs = Math.round(performance.now() - started);
    return { seedMs, backupMs: ms, backupMB: +(bytes / 1e6).toFixed(1), restoreMs };
  } finally {
    await target.drop();
  }
}

console.log(
  `load average: ${os
    .loadavg()
    .map((v) => v.toFixed(2))
    .join(' ')}`,
);
for (const kind of options.databases) {
  const source = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(options.pg);
  if (!source) continue;
  try {
    console.log(kind, await measure(source));
  } finally {
    await source.drop();
  }
  console.log(
    `load average: ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
}
fs.rmSync(dir, { recursive: true, force: true });
