// GET /api/user for a signed-in user, the cost every authenticated request pays (session read,
// CSRF, logging), against a bare Express 5 answering a small JSON, each in its own process,
// measured one after the other in the same run with the same load. Budget: the signed-in user at
// least half the bare Express's requests/s. Also: CPU per request of each process, and the
// server's write system calls per request (strace, when installed).
// tsx bench/user-endpoint.ts [--duration S]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { DEMO_LOGIN, DEMO_PASSWORD, seedDemo } from '../server/features/demo/demo.service';
import { helloPeak, peakOf, writesPerRequest } from './lib/process-load';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const FLOOR_RATIO = 0.5;
const TRACED_REQUESTS = 4_000;
/** A fresh SQLite file gets its daily backup at start, which would run with the measures. */
const SERVER_ENV = { BACKUP_DAILY: '0' };

async function seed(databaseUrl: string): Promise<void> {
  const db = openDatabase(databaseUrl);
  try {
    await migrateToLatest(db.kysely);
    await seedDemo(db.kysely);
  } finally {
    await db.close();
  }
}

async function measureUser(databaseUrl: string, durationS: number) {
  const server = await startServer(databaseUrl, { env: SERVER_ENV });
  try {
    const cookie = await signIn(server.baseUrl, DEMO_LOGIN, DEMO_PASSWORD);
    const target = { url: `${server.baseUrl}/api/user`, headers: { cookie } };
    const peak = await peakOf(target, server.pid, durationS);
    return { ...peak, writes: await writesPerRequest(target, server.pid, TRACED_REQUESTS) };
  } finally {
    await server.stop();
  }
}

export async function run(argv = process.argv.slice(2)): Promise<BenchResult> {
  const { values } = parseArgs({ args: argv, options: { duration: { type: 'string' } } });
  const durationS = Number(values.duration ?? 10);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-user-'));
  const databaseUrl = `file:${path.join(dir, 'bench.db')}`;
  try {
    await seed(databaseUrl);
    const hello = await helloPeak(durationS);
    const user = await measureUser(databaseUrl, durationS);
    const ratio = Math.round((user.requestsPerSecond / hello.requestsPerSecond) * 100) / 100;
    const figures = { floorRatio: FLOOR_RATIO, ratio, hello, user, loadAverage: os.loadavg() };
    console.log(`10 connections × 4 pipelined, ${durationS} s each after 1 s of warm-up`);
    console.log(
      `  bare Express 5: ${hello.requestsPerSecond} requests/s, ${hello.cpuMsPerRequest} ms CPU/request`,
    );
    console.log(
      `  GET /api/user signed in: ${user.requestsPerSecond} requests/s, ${user.cpuMsPerRequest} ms CPU/request, ${ratio}× the bare Express`,
    );
    if (user.writes) {
      console.log(
        `  server writes/request: writev ${user.writes.writev}, write ${user.writes.write}`,
      );
    }
    const failures = ratio < FLOOR_RATIO ? [`${ratio}× the bare Express < ${FLOOR_RATIO}×`] : [];
    return { name: 'user-endpoint', figures, failures };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await runIfMain(import.meta.url, run);
