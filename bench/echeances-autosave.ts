// The autoSave job for 10,000 users with 20 planned operations each that save
// themselves, on SQLite and PostgreSQL, in the job's own process (it runs in every app server).
// Budget: the day's run, saving every occurrence due that day, under 10 s. Also measured: the
// hourly runs after it (nothing due), and a catch-up after a week without a server.
// tsx bench/echeances-autosave.ts [--databases sqlite,postgres] [--users N] [--plans N]
// [--pg postgres://…/bench_autosave] [--skip-week]
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../server/db/database';
import { runAutoSave } from '../server/features/echeances/echeances-autosave.service';
import { seedAutoSave } from './lib/echeances-autosave-data';
import { postgresDatabase, sqliteDatabase, type BenchDatabase } from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';

const BUDGET_MS = 10_000;
const BENCH_DAY = '2025-03-12';
const at = (iso: string) => new Date(`${iso}T06:00:00`).getTime();

interface Options {
  databases: ('sqlite' | 'postgres')[];
  users: number;
  plans: number;
  pgUrl: string;
  /** Leaves out the week-long catch-up (the longest part on a loaded machine). */
  skipWeek: boolean;
}

async function countRows(url: string) {
  const db = openDatabase(url);
  try {
    const row = await db.kysely
      .selectFrom('echeanceOccurrences')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  } finally {
    await db.close();
  }
}

async function timed(url: string, day: string) {
  const db = openDatabase(url);
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const { saved } = await runAutoSave(db.kysely, at(day));
    const used = process.cpuUsage(cpu);
    // CPU time of this process too: the machine's load stretches the wall time.
    const cpuMs = Math.round((used.user + used.system) / 1000);
    return { saved, ms: Math.round(performance.now() - started), cpuMs };
  } finally {
    await db.close();
  }
}

async function measure(database: BenchDatabase, options: Options) {
  const db = openDatabase(database.url);
  const seeding = performance.now();
  try {
    await seedAutoSave(db, options.users, options.plans, BENCH_DAY);
    await sql`ANALYZE`.execute(db.kysely);
  } finally {
    await db.close();
  }
  const seedS = Math.round((performance.now() - seeding) / 100) / 10;
  const day = await timed(database.url, BENCH_DAY);
  const hourly = await timed(database.url, BENCH_DAY);
  const week = options.skipWeek ? null : await timed(database.url, '2025-03-19');
  const occurrences = await countRows(database.url);
  return { seedS, day, hourly, week, occurrences };
}

export async function run(overrides: Partial<Options> = {}): Promise<BenchResult> {
  const options: Options = {
    databases: ['sqlite', 'postgres'],
    users: 10_000,
    plans: 20,
    pgUrl: 'postgres://postgres@127.0.0.1:5432/bench_autosave',
    skipWeek: false,
    ...overrides,
  };
  const figures: Record<string, unknown> = { users: options.users, plansPerUser: options.plans };
  const failures: string[] = [];
  for (const kind of options.databases) {
    const database = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(options.pgUrl);
    if (!database) continue;
    try {
      const result = await measure(database, options);
      figures[kind] = result;
      console.log(`${kind}: ${JSON.stringify(result)}`);
      if (result.day.ms > BUDGET_MS) {
        failures.push(`${kind}: the day's run took ${result.day.ms} ms (budget ${BUDGET_MS} ms)`);
      }
    } finally {
      await database.drop();
    }
  }
  return { name: 'echeances-autosave', figures, failures };
}

await runIfMain(import.meta.url, () => {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string' },
      users: { type: 'string' },
      plans: { type: 'string' },
      pg: { type: 'string' },
      'skip-week': { type: 'boolean' },
    },
  });
  return run({
    ...(values.databases ? { databases: values.databases.split(',') as Options['databases'] } : {}),
    ...(values.users ? { users: Number(values.users) } : {}),
    ...(values.plans ? { plans: Number(values.plans) } : {}),
    ...(values.pg ? { pgUrl: values.pg } : {}),
    skipWeek: values['skip-week'] === true,
  });
});
