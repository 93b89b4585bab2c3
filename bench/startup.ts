// Time from spawning the server to its first HTTP answer, on a fresh SQLite file (migrations
// and the admin account included) and on an already-migrated one. Budget: under 1 s.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { atMost } from './lib/speed-table';

const BUDGET_MS = 1_000;
/** Issue 27: spawn to first answer, on a migrated database with the code cache written. */
const MIGRATED_BUDGET_MS = 300;
const RUNS = 3;

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

async function timeStart(databaseFile: string): Promise<number> {
  const server = await startServer(`file:${databaseFile}`);
  await server.stop();
  if (server.firstStatus !== 401) {
    throw new Error(`GET /api/user answered ${server.firstStatus}, expected 401`);
  }
  return Math.round(server.firstAnswerMs);
}

export async function run(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-startup-'));
  try {
    const fresh: number[] = [];
    const migrated: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const file = path.join(dir, `bench-${i}.db`);
      fresh.push(await timeStart(file));
      migrated.push(await timeStart(file));
    }
    const figures = {
      budgetMs: BUDGET_MS,
      freshMs: fresh,
      migratedMs: migrated,
      freshMedianMs: median(fresh),
      migratedMedianMs: median(migrated),
    };
    console.log('Startup (spawn → first answer of GET /api/user)');
    console.log(`  fresh database:    ${fresh.join(', ')} ms (median ${figures.freshMedianMs})`);
    console.log(
      `  migrated database: ${migrated.join(', ')} ms (median ${figures.migratedMedianMs})`,
    );
    const failures = Object.entries({
      fresh: [figures.freshMedianMs, BUDGET_MS],
      migrated: [figures.migratedMedianMs, MIGRATED_BUDGET_MS],
    })
      .filter(([, [ms, budget]]) => ms! > budget!)
      .map(([kind, [ms, budget]]) => `${kind} start ${ms} ms > ${budget} ms`);
    const rows = [
      atMost('spawn to first answer', undefined, figures.migratedMedianMs, MIGRATED_BUDGET_MS, 'ms'),
    ];
    return { name: 'startup', figures, failures, rows };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
