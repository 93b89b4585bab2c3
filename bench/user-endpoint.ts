// Throughput of GET /api/user for a signed-in user: the cost every authenticated request pays
// (session lookup, CSRF, logging). Budget: at least 3,000 requests/s with 10 connections.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { DEMO_LOGIN, DEMO_PASSWORD, seedDemo } from '../server/features/demo/demo.service';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const BUDGET_RPS = 3_000;
const CONNECTIONS = 10;
const DURATION_S = 10;
const WARMUP_S = 3;
/**
 * autocannon shares this 2-core machine with the server; a few requests in flight per connection
 * keep the client from being what is measured.
 */
const PIPELINING = 4;

async function seed(databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db.kysely);
    await seedDemo(db.kysely);
  } finally {
    await db.close();
  }
}

export async function run(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-user-'));
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`;
  try {
    await seed(databaseUrl);
    const server = await startServer(databaseUrl);
    try {
      const cookie = await signIn(server.baseUrl, DEMO_LOGIN, DEMO_PASSWORD);
      const load = {
        url: `${server.baseUrl}/api/user`,
        connections: CONNECTIONS,
        headers: { cookie },
      };
      await autocannon({ ...load, duration: WARMUP_S });
      const result = await autocannon({ ...load, duration: DURATION_S, pipelining: PIPELINING });
      const figures = {
        budgetRps: BUDGET_RPS,
        requestsPerSecond: Math.round(result.requests.average),
        totalRequests: result.requests.total,
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
      };
      console.log(
        `GET /api/user signed in (${CONNECTIONS} connections × ${PIPELINING} pipelined, ${DURATION_S} s after ${WARMUP_S} s warm-up)`,
      );
      console.log(
        `  ${figures.requestsPerSecond} requests/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      );
      const failures: string[] = [];
      if (figures.requestsPerSecond < BUDGET_RPS) {
        failures.push(`${figures.requestsPerSecond} requests/s < ${BUDGET_RPS}`);
      }
      if (figures.non2xx > 0 || figures.errors > 0) {
        failures.push(`${figures.non2xx} non-2xx answers and ${figures.errors} errors`);
      }
      return { name: 'user-endpoint', figures, failures };
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
