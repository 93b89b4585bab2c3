// Heavy reads (docs/decisions/heavy-reads.md) on the benchmarks' user (200,000 operations over 20
// years, 20 accounts), on SQLite and PostgreSQL, before and after in one run: the old build
// (--before <checkout with dist-server/>) and this one run side by side on the same database and
// are measured in turn, round after round. Budgets (after): GET /api/analysis CATEGORY,MONTH over
// 20 years p95 ≤ 50 ms built anew, ≤ 10 ms while the books have not changed; the month page p99 ≤
// 50 ms while 5 twenty-year analyses a second run.
// tsx bench/heavy-reads.ts --before /tmp/pecule-before [--databases sqlite,postgres]
//   [--operations N] [--samples N] [--rounds N]
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { PERSON, seed, type BenchDatabase } from './lib/operations-data';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import { latencyOf } from './lib/load';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer, type ServerProcess } from './lib/server';
import { signIn } from './lib/sign-in';
import { atMost, databaseName, type SpeedRow } from './lib/speed-table';

const BUILT_P95_MS = 50;
const KEPT_P95_MS = 10;
const MONTH_PAGE_P99_MS = 50;
type Latency = { p95: number; p99: number };

const year = new Date().getFullYear();
/** A twenty-year CATEGORY,MONTH analysis; `variant` moves its last day, so its answer is new. */
const twentyYears = (variant: number) =>
  `/api/analysis?groupBy=CATEGORY,MONTH&startValueDate=${year - 19}-01-01&endValueDate=${year}-12-${String(31 - (variant % 28)).padStart(2, '0')}`;

interface Side {
  name: 'before' | 'after';
  server: ServerProcess;
  cookie: string;
  monthPage: string;
}

async function timed(side: Side, path: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${side.server.baseUrl}${path}`, {
    headers: { cookie: side.cookie },
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${side.name} ${path}: HTTP ${response.status}`);
  return performance.now() - started;
}

let variant = 0;

async function analysisTimings(side: Side, samples: number) {
  const built: number[] = [];
  const kept: number[] = [];
  for (let i = 0; i < samples; i++) built.push(await timed(side, twentyYears(++variant)));
  const same = twentyYears(++variant);
  await timed(side, same);
  for (let i = 0; i < samples; i++) kept.push(await timed(side, same));
  return { built, kept };
}

/** Month pages one after the other for `seconds`, while 5 new twenty-year analyses a second run. */
async function monthPageUnderAnalyses(side: Side, seconds: number): Promise<number[]> {
  const analyses: Promise<number>[] = [];
  const timer = setInterval(() => analyses.push(timed(side, twentyYears(++variant))), 200);
  const pages: number[] = [];
  const end = performance.now() + seconds * 1000;
  try {
    while (performance.now() < end) {
      pages.push(await timed(side, side.monthPage));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    clearInterval(timer);
    await Promise.all(analyses);
  }
  return pages;
}

async function signedIn(name: Side['name'], server: ServerProcess): Promise<Side> {
  const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
  const accounts = (await (
    await fetch(`${server.baseUrl}/api/account`, { headers: { cookie } })
  ).json()) as { accountId: number }[];
  const month = `${year}-${String(new Date().getMonth() + 1).padStart(2, '0')}`;
  const monthPage = `/api/operation?accounts=${accounts[0]!.accountId}&yearMonth=${month}`;
  return { name, server, cookie, monthPage };
}

/**
 * With an old build, the seed is the old checkout's (its migrations only): the new server adds
 * its own at its start, which the old one, already running, never sees.
 */
async function startSides(url: string, operations: number, before: string | undefined) {
  if (before === undefined) {
    await seed(url, operations);
    return [await signedIn('after', await startServer(url))];
  }
  const script = `import('./bench/lib/operations-data.ts').then((m) => m.seed(${JSON.stringify(url)}, ${operations}))`;
  execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
    cwd: before,
    stdio: 'inherit',
  });
  const old = await signedIn('before', await startServer(url, { root: before }));
  return [old, await signedIn('after', await startServer(url))];
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

export async function run(argv: string[] = []): Promise<BenchResult> {
  const { values } = parseArgs({
    args: argv,
    options: { before: { type: 'string' }, rounds: { type: 'string', default: '3' } },
    strict: false,
  });
  const rest = argv.filter(
    (arg, i) =>
      !['--before', '--rounds'].includes(argv[i - 1] ?? '') &&
      !['--before', '--rounds'].includes(arg),
  );
  const options = datasetOptions(rest, 'bench_heavy_reads');
  const rounds = Number(values.rounds);
  const measure = async (database: BenchDatabase) => {
    const before = typeof values.before === 'string' ? values.before : undefined;
    const sides = await startSides(database.url, options.operations, before);
    const timings = new Map(
      sides.map((side) => [
        side.name,
        { built: [] as number[], kept: [] as number[], pages: [] as number[] },
      ]),
    );
    const figures: Record<string, unknown> = { loadAtStart: load() };
    try {
      for (let round = 0; round < rounds; round++) {
        for (const side of round % 2 === 0 ? sides : [...sides].reverse()) {
          const mine = timings.get(side.name)!;
          const { built, kept } = await analysisTimings(side, options.samples);
          mine.built.push(...built);
          mine.kept.push(...kept);
          mine.pages.push(...(await monthPageUnderAnalyses(side, 5)));
        }
      }
    } finally {
      for (const side of sides) await side.server.stop();
    }
    for (const [name, { built, kept, pages }] of timings) {
      figures[`${name} analysis 20 years built anew`] = latencyOf(built);
      figures[`${name} analysis 20 years, books unchanged`] = latencyOf(kept);
      figures[`${name} month page under 5 analyses/s`] = latencyOf(pages);
    }
    figures.loadAtEnd = load();
    return figures;
  };
  const overBudget = (kind: string, figures: Record<string, unknown>) => {
    const p = (name: string) => figures[name] as Latency;
    const failures: string[] = [];
    if (p('after analysis 20 years built anew').p95 > BUILT_P95_MS)
      failures.push(`${kind}: analysis built anew p95 > ${BUILT_P95_MS} ms`);
    if (p('after analysis 20 years, books unchanged').p95 > KEPT_P95_MS)
      failures.push(`${kind}: kept analysis p95 > ${KEPT_P95_MS} ms`);
    if (p('after month page under 5 analyses/s').p99 > MONTH_PAGE_P99_MS)
      failures.push(`${kind}: month page p99 > ${MONTH_PAGE_P99_MS} ms`);
    return failures;
  };
  const { figures, failures } = await onEachDatabase(options, measure, overBudget);
  return { name: 'heavy-reads', figures, failures, rows: rowsOf(figures) };
}

/** The speed table's rows: this checkout's figures on each database. */
function rowsOf(figures: Record<string, unknown>): SpeedRow[] {
  return Object.entries(figures).flatMap(([kind, measured]) => {
    const p = (name: string) => (measured as Record<string, Latency>)[`after ${name}`]!;
    const database = databaseName(kind);
    return [
      atMost(
        'GET /api/analysis CATEGORY,MONTH over 20 years, p95',
        database,
        p('analysis 20 years built anew').p95,
        BUILT_P95_MS,
        'ms',
      ),
      atMost(
        'the same while the books have not changed, p95',
        database,
        p('analysis 20 years, books unchanged').p95,
        KEPT_P95_MS,
        'ms',
      ),
      atMost(
        'month page p99 while 5 twenty-year analyses a second run',
        database,
        p('month page under 5 analyses/s').p99,
        MONTH_PAGE_P99_MS,
        'ms',
      ),
    ];
  });
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
