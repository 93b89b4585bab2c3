// The forecast views on the benchmarks' user (`npm run db:seed -- --users 1
// --accounts 20 --operations 200000 --years 20`, with the planned operations the generator
// makes), on SQLite and PostgreSQL. Budget: the three-month view's median under 30 ms. Timed in
// this process (service) and through the built server (http, one request after the other).
// tsx bench/forecast-views.ts [--databases sqlite,postgres] [--operations N] [--samples N]
// [--plans 100] [--pg postgres://…/bench_forecast]
import { parseArgs } from 'node:util';
import {
  addMonthsToDate,
  forecastMonthQuerySchema,
  forecastQuerySchema,
  projectionQuerySchema,
} from '../contract/forecast';
import type { Db } from '../server/db/database';
import { projection } from '../server/features/forecast/forecast-projection.service';
import { forecastMonth, forecastOperations } from '../server/features/forecast/forecast.service';
import { findUserByLogin } from '../server/features/users/users.service';
import { topUpPlans } from './lib/forecast-plans';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { signedInGet, time } from './lib/timing';
import {
  PERSON,
  postgresDatabase,
  seed,
  sqliteDatabase,
  withDb,
  type BenchDatabase,
} from './lib/operations-data';

const BUDGET_MEDIAN_MS = 30;
const today = new Date().toISOString().slice(0, 10);
const CALLS: Record<string, string> = {
  threeMonths: `/api/echeances/operations?startDate=${today}&endDate=${addMonthsToDate(today, 3)}`,
  threeMonthsReal: `/api/echeances/operations?startDate=${today}&endDate=${addMonthsToDate(today, 3)}&integration=true`,
  monthReal: `/api/echeances/operations/month?yearMonth=${today.slice(0, 7)}&integration=true`,
  projection3: '/api/echeances/projection?months=3',
  projection12: '/api/echeances/projection?months=12',
};

/** The route's own parsing and service, in this process. */
function serviceCall(db: Db, userId: number, path: string): () => Promise<unknown> {
  const url = new URL(path, 'http://bench');
  const query = Object.fromEntries(url.searchParams);
  if (url.pathname.endsWith('/month')) {
    return () => forecastMonth(db.kysely, userId, forecastMonthQuerySchema.parse(query));
  }
  if (url.pathname.endsWith('/projection')) {
    return () => projection(db.kysely, userId, projectionQuerySchema.parse(query), today);
  }
  return () => forecastOperations(db.kysely, userId, forecastQuerySchema.parse(query));
}

async function measure(database: BenchDatabase, samples: number) {
  const figures: Record<string, unknown> = {};
  await withDb(database.url, async (db) => {
    const user = await findUserByLogin(db.kysely, PERSON.login);
    if (!user) throw new Error('the bench user is missing');
    const plans = await db.kysely
      .selectFrom('echeances')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    figures.plans = Number(plans.count);
    for (const [name, path] of Object.entries(CALLS)) {
      figures[`service ${name}`] = await time(samples, serviceCall(db, user.id, path));
    }
  });
  const server = await startServer(database.url);
  try {
    const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    // The floor every signed-in call pays (session, headers), to read the others against.
    const calls: [string, string][] = [
      ['floor (GET /api/user)', '/api/user'],
      ...Object.entries(CALLS),
    ];
    const get = signedInGet(server.baseUrl, cookie);
    for (const [name, path] of calls)
      figures[`http ${name}`] = await time(samples, () => get(path));
  } finally {
    await server.stop();
  }
  return figures;
}

export async function run(argv: string[] = []): Promise<BenchResult> {
  const { values } = parseArgs({
    args: argv,
    options: {
      databases: { type: 'string', default: 'sqlite,postgres' },
      operations: { type: 'string', default: '200000' },
      samples: { type: 'string', default: '50' },
      // Planned operations topped up to this count (0: as the generator makes them).
      plans: { type: 'string', default: '0' },
      pg: { type: 'string', default: 'postgres://postgres@127.0.0.1:5432/bench_forecast' },
    },
  });
  const figures: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const kind of values.databases.split(',')) {
    const database = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(values.pg);
    if (!database) continue;
    try {
      const started = performance.now();
      await seed(database.url, Number(values.operations));
      console.log(`${kind}: seeded in ${Math.round(performance.now() - started)} ms`);
      await withDb(database.url, (db) => topUpPlans(db, PERSON.login, Number(values.plans)));
      const measured = await measure(database, Number(values.samples));
      console.log(kind, measured);
      figures[kind] = measured;
      for (const way of ['service', 'http']) {
        const { median: ms } = measured[`${way} threeMonths`] as { median: number };
        if (ms > BUDGET_MEDIAN_MS) failures.push(`${kind} ${way} three-month view median ${ms} ms`);
      }
    } finally {
      await database.drop();
    }
  }
  return { name: 'forecast-views', figures, failures };
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
