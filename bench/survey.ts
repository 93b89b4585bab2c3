// The budget survey and difference tables of a year on the benchmarks' user (`npm run db:seed --
// --users 1 --accounts 20 --operations 200000 --years 20`, its budget and planned operations as
// the generator makes them), on SQLite and PostgreSQL. Budget: median ≤ 50 ms each.
// Timed at service level (the route only validates and serialises), after 3 warm-up calls.
// tsx bench/survey.ts [--databases sqlite,postgres] [--samples N] [--operations N]
import { parseArgs } from 'node:util';
import type { SurveyGroupBy } from '../contract/survey';
import type { Db } from '../server/db/database';
import { getDifference, getSurvey } from '../server/features/survey/survey.service';
import { findUserByLogin } from '../server/features/users/users.service';
import {
  PERSON,
  postgresDatabase,
  seed,
  sqliteDatabase,
  withDb,
  type BenchDatabase,
} from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';
import { roundMs, time } from './lib/timing';

type Kind = 'sqlite' | 'postgres';

interface Options {
  databases: Kind[];
  operations: number;
  samples: number;
  pgUrl: string;
}

const DEFAULTS: Options = {
  databases: ['sqlite', 'postgres'],
  operations: 200_000,
  samples: 60,
  pgUrl: 'postgres://postgres@127.0.0.1:5432/bench_survey',
};
const BUDGET_MEDIAN_MS = 50;
const GROUP_BYS: SurveyGroupBy[] = ['PARENT_CATEGORY', 'OPERATION'];

async function measure(db: Db, samples: number) {
  const user = await findUserByLogin(db.kysely, PERSON.login);
  if (!user) throw new Error(`${PERSON.login} is missing: seed first`);
  const budget = await db.kysely
    .selectFrom('budgets')
    .select('id')
    .where('userId', '=', user.id)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const plans = await db.kysely
    .selectFrom('echeanceBudgets')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('budgetId', '=', budget.id)
    .executeTakeFirstOrThrow();
  const year = new Date().getFullYear();
  const today = new Date().toISOString().slice(0, 10);
  const figures: Record<string, unknown> = {
    budgetId: budget.id,
    plans: Number(plans.count),
    year,
  };
  for (const groupBy of GROUP_BYS) {
    const query = { budgetId: budget.id, year, groupBy };
    figures[`survey ${groupBy}`] = await time(samples, () =>
      getSurvey(db.kysely, user.id, 'fr', query),
    );
    const difference = { ...query, withoutTransfer: false };
    figures[`difference ${groupBy}`] = await time(samples, () =>
      getDifference(db.kysely, user.id, 'fr', difference, today),
    );
  }
  return figures;
}

async function benchOn(database: BenchDatabase, options: Options) {
  const started = performance.now();
  await seed(database.url, options.operations);
  const seedS = roundMs((performance.now() - started) / 1000);
  const figures = await withDb(database.url, (db) => measure(db, options.samples));
  return { seedS, ...figures };
}

function failuresOf(kind: Kind, figures: Record<string, unknown>): string[] {
  return Object.entries(figures).flatMap(([name, value]) => {
    const median = (value as { median?: number }).median;
    return median !== undefined && median > BUDGET_MEDIAN_MS
      ? [`${kind} ${name}: median ${median} ms > ${BUDGET_MEDIAN_MS} ms`]
      : [];
  });
}

export async function run(given: Partial<Options> = {}): Promise<BenchResult> {
  const options = { ...DEFAULTS, ...given };
  const results: Partial<Record<Kind, Record<string, unknown>>> = {};
  const failures: string[] = [];
  for (const kind of options.databases) {
    console.log(`${kind}: ${options.operations} operations, ${options.samples} samples`);
    const database = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(options.pgUrl);
    if (!database) {
      failures.push(`${kind}: no database server, not measured`);
      continue;
    }
    try {
      results[kind] = await benchOn(database, options);
      console.log(JSON.stringify(results[kind], null, 2));
      failures.push(...failuresOf(kind, results[kind]));
    } finally {
      await database.drop();
    }
  }
  return { name: 'survey', figures: { options, ...results }, failures };
}

function optionsFromArgs(): Partial<Options> {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string' },
      samples: { type: 'string' },
      operations: { type: 'string' },
    },
  });
  const options: Partial<Options> = {};
  if (values.databases) options.databases = values.databases.split(',') as Kind[];
  if (values.samples) options.samples = Number(values.samples);
  if (values.operations) options.operations = Number(values.operations);
  return options;
}

await runIfMain(import.meta.url, () => run(optionsFromArgs()));
