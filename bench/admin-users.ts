// GET /api/users with 10,000 users on SQLite, through the built server with autocannon
// (one connection, one request after the other, after a warm-up). Budget: the median under 50 ms
// for the first page, a filtered page, a far page and a date range.
// tsx bench/admin-users.ts   (needs npm run build)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { insertBareUsers } from '../server/features/demo/demo.service';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const USERS = 10_000;
const BUDGET_P50_MS = 50;
const DURATION_S = 5;
const WARMUP_S = 1;

const QUERIES: Record<string, string> = {
  'first page': '',
  'subscriptionType=MONTHLY_PREMIUM': 'subscriptionType=MONTHLY_PREMIUM',
  'page 300 (of 400)': 'page=300',
  'one year, ACTIVE, by login':
    'startDate=2023-01-01&endDate=2023-12-31&activeStatus=ACTIVE&orderBy=login,asc',
};

async function seed(databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db.kysely);
    await insertBareUsers(db.kysely, USERS);
  } finally {
    await db.close();
  }
}

export async function run(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-admin-users-'));
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`;
  try {
    await seed(databaseUrl);
    const server = await startServer(databaseUrl);
    try {
      const cookie = await signIn(server.baseUrl, 'admin', 'bench-admin-pass');
      const figures: Record<string, { p50: number; p99: number; requests: number }> = {};
      const failures: string[] = [];
      console.log(`GET /api/users, ${USERS} users, SQLite (1 connection, ${DURATION_S} s each)`);
      for (const [name, query] of Object.entries(QUERIES)) {
        const load = {
          url: `${server.baseUrl}/api/users?${query}`,
          connections: 1,
          headers: { cookie },
        };
        await autocannon({ ...load, duration: WARMUP_S });
        const result = await autocannon({ ...load, duration: DURATION_S });
        figures[name] = {
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
        };
        console.log(`  ${name}: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`);
        if (result.non2xx > 0 || result.errors > 0)
          failures.push(`${name}: ${result.non2xx} non-2xx`);
        if (result.latency.p50 >= BUDGET_P50_MS) {
          failures.push(`${name}: p50 ${result.latency.p50} ms ≥ ${BUDGET_P50_MS} ms`);
        }
      }
      return {
        name: 'admin-users',
        figures: { users: USERS, budgetP50Ms: BUDGET_P50_MS, ...figures },
        failures,
      };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
