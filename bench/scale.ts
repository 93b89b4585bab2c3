// npm run bench:scale [-- --servers 1,2 --rates 80,300 --duration 20 --users 200 --connections 32]
// Issue 27 "Ten thousand households": 1 then 2 app servers (the built server; npm run build first)
// over DATABASE_URL's PostgreSQL, seeded with `npm run db:seed -- --users 10000 --operations 500`
// (5M operations; --operations 100 for 1M), behind a round-robin proxy; a forked load generator
// signs nothing in itself: the bench signs in a sample of the bench users, then the generator
// sends the mix (70 % month pages, 20 % homes, 8 % one-year analyses, 2 % writes) at fixed rates
// and flat out. Not in run-all's default list: it needs the big seed.
import { fork } from 'node:child_process';
import { once } from 'node:events';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import type { LoadAnswer, LoadOrder } from './lib/scale-load';
import { scaleUsers, seededVolume } from './lib/scale-users';
import { startRoundRobinProxy } from './lib/round-robin-proxy';
import { runIfMain, type BenchResult } from './lib/results';
import { atLeast, atMost, type SpeedRow } from './lib/speed-table';
import { startServer, type ServerProcess } from './lib/server';

const LOAD_ENTRY = fileURLToPath(new URL('./lib/scale-load.ts', import.meta.url));
/** Issue 27's budgets: today's flat-out rate, ×3; p95 at 300 req/s. */
const TODAY_RPS = { '1M': 185, '5M': 133 };
const P95_BUDGET_MS = 50;
const P95_RATE = 300;

interface ScaleOptions {
  servers: number[];
  rates: number[];
  durationS: number;
  users: number;
  connections: number;
}

function optionsOf(argv: string[]): ScaleOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      servers: { type: 'string', default: '1,2' },
      rates: { type: 'string', default: '80,300' },
      duration: { type: 'string', default: '20' },
      users: { type: 'string', default: '200' },
      connections: { type: 'string', default: '32' },
    },
  });
  const list = (text: string) => text.split(',').map(Number);
  return {
    servers: list(values.servers),
    rates: list(values.rates),
    durationS: Number(values.duration),
    users: Number(values.users),
    connections: Number(values.connections),
  };
}

/** One load run in a forked process (tsx's loader, as this one). */
async function load(order: LoadOrder): Promise<LoadAnswer> {
  const child = fork(LOAD_ENTRY, [], { execArgv: process.execArgv, stdio: 'inherit' });
  const answer = once(child, 'message') as Promise<[LoadAnswer]>;
  child.send(order);
  const [result] = await answer;
  await once(child, 'exit');
  return result;
}

async function measureWith(count: number, databaseUrl: string, options: ScaleOptions) {
  const servers: ServerProcess[] = [];
  // Behind the proxy, as in docs/deployment.md: the servers read the client's address from it.
  process.env.TRUST_PROXY = 'loopback';
  try {
    // One after the other: their first start migrates and creates the admin (docs/deployment.md).
    for (let i = 0; i < count; i++) servers.push(await startServer(databaseUrl));
    const proxy = await startRoundRobinProxy(servers.map((s) => s.baseUrl));
    try {
      const users = await scaleUsers(databaseUrl, proxy.baseUrl, options.users);
      const order = { baseUrl: proxy.baseUrl, users, connections: options.connections };
      const runs: Record<string, LoadAnswer> = {};
      for (const rate of options.rates) {
        runs[`${rate} req/s`] = await load({ ...order, rate, durationS: options.durationS });
      }
      runs['flat out'] = await load({ ...order, rate: null, durationS: options.durationS });
      return runs;
    } finally {
      await proxy.stop();
    }
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
  }
}

function failuresOf(label: '1M' | '5M', servers: number, runs: Record<string, LoadAnswer>) {
  const failures: string[] = [];
  for (const [mode, run] of Object.entries(runs)) {
    if (run.errors > 0)
      failures.push(`${servers} server(s) ${mode}: ${run.errors} errors (${run.firstError})`);
  }
  const atRate = runs[`${P95_RATE} req/s`];
  if (atRate && atRate.latency.p95 > P95_BUDGET_MS) {
    failures.push(
      `${servers} server(s): p95 ${atRate.latency.p95} ms at ${P95_RATE} req/s > ${P95_BUDGET_MS}`,
    );
  }
  const flat = runs['flat out'];
  const wanted = 3 * TODAY_RPS[label];
  if (flat && servers > 1 && flat.rps < wanted) {
    failures.push(
      `${servers} servers flat out: ${flat.rps} req/s < 3 × today's ${TODAY_RPS[label]}`,
    );
  }
  return failures;
}

function rowsOf(label: '1M' | '5M', servers: number, runs: Record<string, LoadAnswer>) {
  const rows: SpeedRow[] = [];
  const mix = `10,000 households, ${label} operations, ${servers} server(s)`;
  const atRate = runs[`${P95_RATE} req/s`];
  if (atRate) {
    rows.push(
      atMost(
        `${mix}: p95 at ${P95_RATE} req/s`,
        'PostgreSQL',
        atRate.latency.p95,
        P95_BUDGET_MS,
        'ms',
      ),
    );
  }
  const flat = runs['flat out'];
  if (flat) {
    rows.push(atLeast(`${mix}: flat out`, 'PostgreSQL', flat.rps, 3 * TODAY_RPS[label], 'req/s'));
  }
  return rows;
}

export async function run(argv: string[] = []): Promise<BenchResult> {
  const options = optionsOf(argv);
  const databaseUrl = loadConfig().DATABASE_URL;
  if (!databaseUrl.startsWith('postgres'))
    throw new Error('bench:scale needs DATABASE_URL=postgres://…');
  const db = openDatabase(databaseUrl);
  const volume = await seededVolume(db.kysely).finally(() => db.close());
  const label = volume.operations >= 3_000_000 ? '5M' : '1M';
  console.log(`bench:scale on ${volume.users} users, ${volume.operations} operations (${label})`);
  const figures: Record<string, unknown> = {
    ...volume,
    loadAverage: os.loadavg().map((l) => l.toFixed(2)),
  };
  const failures: string[] = [];
  const rows: SpeedRow[] = [];
  for (const count of options.servers) {
    const runs = await measureWith(count, databaseUrl, options);
    for (const [mode, answer] of Object.entries(runs)) {
      const { rps, errors, latency, p95ByKind } = answer;
      figures[`${label} ${count} server(s) ${mode}`] = { rps, errors, ...latency, p95ByKind };
      console.log(
        `  ${count} server(s) ${mode}: ${rps} req/s, p50 ${latency.p50} p95 ${latency.p95} p99 ${latency.p99} ms, ${errors} errors`,
      );
    }
    failures.push(...failuresOf(label, count, runs));
    rows.push(...rowsOf(label, count, runs));
  }
  figures.loadAverageAfter = os.loadavg().map((l) => l.toFixed(2));
  return { name: `scale-${label}`, figures, failures, rows };
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
