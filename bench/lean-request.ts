// What one request costs the built server (issue 27) on the benchmarks' user (200,000
// operations over 20 years), on SQLite and PostgreSQL: the month page of the operations screen
// (one month of one account, kept per books version) and GET /api/user, flat out (10 connections
// × 4 pipelined), each with the server's CPU per request and write system calls per request
// (strace), beside a bare Express 5 answering a small JSON in its own process. Budgets: the month
// page ≥ 1,500 requests/s on each database; GET /api/user ≥ 0.5× the bare Express.
// With --compare <checkout> (another checkout, built), each round measures that server then
// this one on the same databases: before and after, alternating in one sitting.
// tsx bench/lean-request.ts [--databases sqlite,postgres] [--operations N] [--duration S]
// [--rounds N] [--compare /path/to/checkout] [--pg postgres://…/bench_lean_request]
// [--reuse --sqlite file:/…/bench.db]: databases seeded by an earlier run, measured as they are
// and kept (seeding 200,000 operations takes minutes on a loaded machine).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { postgresDatabase, seed, sqliteDatabase, withDb, PERSON } from './lib/operations-data';
import { readFacts } from './lib/operations-facts';
import { helloPeak, peakOf, writesPerRequest } from './lib/process-load';
import { ROOT, runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { atLeast, atMost, databaseName, type SpeedRow } from './lib/speed-table';

const MONTH_FLOOR_RPS = 1_500;
const USER_FLOOR_RATIO = 0.5;
/** Issue 27: a request of the mix costs at most 3 ms of CPU all told. */
const CPU_CEILING_MS = 3;
const TRACED_REQUESTS = 2_000;
/** A fresh SQLite file gets its daily backup at start, which would run with the measures. */
const SERVER_ENV = { BACKUP_DAILY: '0' };

interface Options {
  databases: string[];
  operations: number;
  durationS: number;
  rounds: number;
  compare: string | undefined;
  pg: string;
  reuse: boolean;
  sqlite: string | undefined;
}

function optionsOf(argv: string[]): Options {
  const { values } = parseArgs({
    args: argv,
    options: {
      databases: { type: 'string', default: 'sqlite,postgres' },
      operations: { type: 'string', default: '200000' },
      duration: { type: 'string', default: '5' },
      rounds: { type: 'string', default: '1' },
      compare: { type: 'string' },
      pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_lean_request' },
      reuse: { type: 'boolean', default: false },
      sqlite: { type: 'string' },
    },
  });
  return {
    databases: values.databases.split(','),
    operations: Number(values.operations),
    durationS: Number(values.duration),
    rounds: Number(values.rounds),
    compare: values.compare,
    pg: values.pg,
    reuse: values.reuse,
    sqlite: values.sqlite,
  };
}

/** GET /api/user and the month page against the server built in `root`. */
async function measureServer(root: string, url: string, monthPath: string, durationS: number) {
  process.env.BENCH_SERVER_ROOT = root;
  const server = await startServer(url, { env: SERVER_ENV }).finally(() => {
    delete process.env.BENCH_SERVER_ROOT;
  });
  try {
    const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    const headers = { cookie, 'accept-encoding': 'gzip' };
    const measure = async (path: string) => {
      const target = { url: `${server.baseUrl}${path}`, headers };
      const peak = await peakOf(target, server.pid, durationS);
      return { ...peak, writes: await writesPerRequest(target, server.pid, TRACED_REQUESTS) };
    };
    return { user: await measure('/api/user'), monthPage: await measure(monthPath) };
  } finally {
    await server.stop();
  }
}

type Measured = Awaited<ReturnType<typeof measureServer>>;

function print(label: string, hello: number, m: Measured): void {
  const line = (name: string, p: Measured['user']) =>
    `    ${name}: ${p.requestsPerSecond} requests/s, ${p.cpuMsPerRequest} ms CPU/request` +
    (p.writes ? `, writev ${p.writes.writev}/request` : '');
  console.log(`  ${label}`);
  console.log(
    `${line('GET /api/user', m.user)} (${(m.user.requestsPerSecond / hello).toFixed(2)}× bare)`,
  );
  console.log(line('month page', m.monthPage));
}

/** The database to measure: made and seeded anew, or (--reuse) the one given, kept after. */
async function databaseOf(kind: string, options: Options) {
  if (options.reuse) {
    const url = kind === 'sqlite' ? options.sqlite : options.pg;
    if (!url) throw new Error('--reuse needs --sqlite file:… for SQLite');
    return { url, drop: async () => {} };
  }
  const database = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(options.pg);
  if (database) await seed(database.url, options.operations);
  return database;
}

async function measureDatabase(kind: string, options: Options) {
  const database = await databaseOf(kind, options);
  if (!database) return null;
  try {
    const facts = await withDb(database.url, readFacts);
    if (!facts.recent) throw new Error('the benchmarks’ user has no operations');
    const monthPath = `/api/operation?accounts=${facts.accountId}&yearMonth=${facts.recent.month}&orderBy=date`;
    const roots = options.compare ? [options.compare, ROOT] : [ROOT];
    const rounds: Record<string, unknown>[] = [];
    for (let round = 0; round < options.rounds; round++) {
      const hello = await helloPeak(options.durationS);
      const figures: Record<string, unknown> = { hello, loadAverage: os.loadavg() };
      console.log(
        `${kind} round ${round + 1}: bare Express ${hello.requestsPerSecond} requests/s, ${hello.cpuMsPerRequest} ms CPU/request`,
      );
      for (const root of roots) {
        const measured = await measureServer(root, database.url, monthPath, options.durationS);
        print(root, hello.requestsPerSecond, measured);
        figures[root === ROOT ? 'this' : 'compared'] = measured;
      }
      rounds.push(figures);
    }
    return { month: facts.recent, rounds };
  } finally {
    await database.drop();
  }
}

/** Budgets on this checkout's figures of every round. */
function failuresOf(kind: string, rounds: Record<string, unknown>[]): string[] {
  return rounds.flatMap((figures, i) => {
    const hello = figures.hello as { requestsPerSecond: number };
    const { user, monthPage } = figures.this as Measured;
    const ratio = user.requestsPerSecond / hello.requestsPerSecond;
    return [
      ...(monthPage.requestsPerSecond < MONTH_FLOOR_RPS
        ? [
            `${kind} round ${i + 1}: month page ${monthPage.requestsPerSecond} requests/s < ${MONTH_FLOOR_RPS}`,
          ]
        : []),
      ...(ratio < USER_FLOOR_RATIO
        ? [
            `${kind} round ${i + 1}: GET /api/user ${ratio.toFixed(2)}× the bare Express < ${USER_FLOOR_RATIO}×`,
          ]
        : []),
    ];
  });
}

/** The speed table's rows: this checkout's last round. */
function rowsOf(kind: string, rounds: Record<string, unknown>[]): SpeedRow[] {
  const last = rounds.at(-1);
  if (!last) return [];
  const hello = last.hello as { requestsPerSecond: number };
  const { user, monthPage } = last.this as Measured;
  const ratio = Math.round((user.requestsPerSecond / hello.requestsPerSecond) * 100) / 100;
  const database = databaseName(kind);
  return [
    atLeast(
      'signed-in GET /api/user against a bare Express 5, peak',
      database,
      ratio,
      USER_FLOOR_RATIO,
      '×',
    ),
    atLeast(
      'month page peak, one process',
      database,
      monthPage.requestsPerSecond,
      MONTH_FLOOR_RPS,
      'req/s',
    ),
    atMost(
      'month page, CPU of the server per request',
      database,
      monthPage.cpuMsPerRequest,
      CPU_CEILING_MS,
      'ms',
    ),
  ];
}

export async function run(argv = process.argv.slice(2)): Promise<BenchResult> {
  const options = optionsOf(argv);
  const figures: Record<string, unknown> = {};
  const failures: string[] = [];
  const rows: SpeedRow[] = [];
  for (const kind of options.databases) {
    const measured = await measureDatabase(kind, options);
    if (!measured) {
      failures.push(`${kind}: no database server, not measured`);
      continue;
    }
    figures[kind] = measured;
    failures.push(...failuresOf(kind, measured.rounds));
    rows.push(...rowsOf(kind, measured.rounds));
  }
  return { name: 'lean-request', figures, failures, rows };
}

await runIfMain(import.meta.url, run);
