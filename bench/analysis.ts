// GET /api/analysis on the benchmarks' user (`npm run db:seed -- --users 1
// --accounts 20 --operations 200000 --years 20`), on SQLite and PostgreSQL. Budgets: CATEGORY,MONTH
// over 20 years under 50 ms at the median, over one year under 10 ms. Timed in this process
// (the route's parsing and the service) and through the built server (http, one request after
// the other, JSON read), after 3 warm-up calls.
// tsx bench/analysis.ts [--databases sqlite,postgres] [--operations N] [--samples N] [--pg url]
import { analysisQuerySchema } from '../contract/analysis';
import type { Db } from '../server/db/database';
import { getAnalysis } from '../server/features/analysis/analysis.service';
import { findUserByLogin } from '../server/features/users/users.service';
import { PERSON, seed, withDb, type BenchDatabase } from './lib/operations-data';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { roundMs, signedInGet, time } from './lib/timing';

const year = new Date().getFullYear();
const TWENTY_YEARS = `startValueDate=${year - 19}-01-01&endValueDate=${year}-12-31`;
const CALLS: Record<string, { path: string; budgetMs?: number }> = {
  'CATEGORY,MONTH 20 years': { path: `groupBy=CATEGORY,MONTH&${TWENTY_YEARS}`, budgetMs: 50 },
  'CATEGORY,MONTH 1 year': { path: `groupBy=CATEGORY,MONTH&year=${year}`, budgetMs: 10 },
  'CATEGORY,MONTH 20 years withoutTransfer': {
    path: `groupBy=CATEGORY,MONTH&withoutTransfer=true&${TWENTY_YEARS}`,
  },
  'PARENT_CATEGORY 1 year, cut months': {
    path: `groupBy=PARENT_CATEGORY&startValueDate=${year - 1}-03-15&endValueDate=${year}-03-14`,
  },
  'ACCOUNT,SIGN 1 year': { path: `groupBy=ACCOUNT,SIGN&year=${year}` },
  'ACCOUNT,DAY 3 months accumulate': {
    path: `groupBy=ACCOUNT,DAY&accumulate=true&startValueDate=${year}-01-01&endValueDate=${year}-03-31`,
  },
  'ACCOUNT_TYPE,ACCOUNT accumulate 20 years': {
    path: `groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&${TWENTY_YEARS}`,
  },
};

async function measureService(db: Db, samples: number, figures: Record<string, unknown>) {
  const user = await findUserByLogin(db.kysely, PERSON.login);
  if (!user) throw new Error(`${PERSON.login} is missing: seed first`);
  for (const [name, { path }] of Object.entries(CALLS)) {
    const query = analysisQuerySchema.parse(Object.fromEntries(new URLSearchParams(path)));
    figures[`service ${name}`] = await time(samples, () =>
      getAnalysis(db.kysely, user.id, 'fr', query),
    );
  }
}

async function measureHttp(database: BenchDatabase, samples: number) {
  const figures: Record<string, unknown> = {};
  const server = await startServer(database.url);
  try {
    const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    const calls: [string, string][] = [
      ['floor (GET /api/user)', '/api/user'],
      ...Object.entries(CALLS).map(([name, { path }]): [string, string] => [
        name,
        `/api/analysis?${path}`,
      ]),
    ];
    const get = signedInGet(server.baseUrl, cookie);
    for (const [name, path] of calls)
      figures[`http ${name}`] = await time(samples, () => get(path));
  } finally {
    await server.stop();
  }
  return figures;
}

function failuresOf(kind: string, figures: Record<string, unknown>): string[] {
  return Object.entries(CALLS).flatMap(([name, { budgetMs }]) => {
    const { median } = figures[`http ${name}`] as { median: number };
    return budgetMs !== undefined && median > budgetMs
      ? [`${kind} ${name}: median ${median} ms > ${budgetMs} ms`]
      : [];
  });
}

export async function run(argv: string[] = []): Promise<BenchResult> {
  const options = datasetOptions(argv, 'bench_analysis');
  const measure = async (database: BenchDatabase) => {
    const started = performance.now();
    await seed(database.url, options.operations);
    const measured: Record<string, unknown> = {
      seedS: roundMs((performance.now() - started) / 1000),
    };
    await withDb(database.url, (db) => measureService(db, options.samples, measured));
    return Object.assign(measured, await measureHttp(database, options.samples));
  };
  const { figures, failures } = await onEachDatabase(options, measure, failuresOf);
  return { name: 'analysis', figures, failures };
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
