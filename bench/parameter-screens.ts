// The calls the accounts, banks, categories and payees screens make, for a user with 30
// accounts, 500 categories and 2,000 payees. Budget: each under 20 ms at the median and 50 ms at
// p95, one request after the other as a screen makes them, on SQLite, against the built server.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { createGeneratedUser } from '../server/features/demo/demo.service';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const BUDGET_MEDIAN_MS = 20;
const BUDGET_P95_MS = 50;
const WARMUP = 20;
const SAMPLES = 300;
const PERSON = { login: 'bench1', password: 'bench1234', usageName: 'Bench', email: 'b@x.local' };
const VOLUME = { accounts: 30, categories: 500, payees: 2_000 };

/** What each screen asks when it opens. */
const SCREEN_CALLS = [
  '/api/account',
  '/api/bank',
  '/api/bankName',
  '/api/account/type',
  '/api/currencies',
  '/api/category?withNotEnabled=true',
  '/api/category',
  '/api/payees',
  '/api/tags',
  '/api/preferences',
];

async function seed(databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db.kysely);
    await createGeneratedUser(db.kysely, PERSON, { operations: 2_500, seed: 1, volume: VOLUME });
  } finally {
    await db.close();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function measure(url: string, cookie: string) {
  const timings: number[] = [];
  for (let i = 0; i < WARMUP + SAMPLES; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= WARMUP) timings.push(performance.now() - started);
    if (i === 0) console.log(`  ${url}: ${body.byteLength} bytes`);
  }
  timings.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return { p50: round(percentile(timings, 50)), p95: round(percentile(timings, 95)) };
}

export async function run(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-params-'));
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`;
  try {
    await seed(databaseUrl);
    const server = await startServer(databaseUrl);
    try {
      const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
      const figures: Record<string, { p50: number; p95: number }> = {};
      const failures: string[] = [];
      for (const call of SCREEN_CALLS) {
        const timing = await measure(`${server.baseUrl}${call}`, cookie);
        figures[call] = timing;
        console.log(`  GET ${call}: p50 ${timing.p50} ms, p95 ${timing.p95} ms`);
        if (timing.p50 >= BUDGET_MEDIAN_MS) failures.push(`${call} median ${timing.p50} ms`);
        if (timing.p95 >= BUDGET_P95_MS) failures.push(`${call} p95 ${timing.p95} ms`);
      }
      return { name: 'parameter-screens', figures, failures };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
