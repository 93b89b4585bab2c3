// The home dashboard: every call the screen makes when it opens, as it makes them
// (five at once, then last month's budget difference once the budgets are known), on the
// benchmarks' user (200,000 operations over 20 years in 20 accounts, its busiest account made
// main), SQLite and PostgreSQL, through the built server. Budget (issue 27): the whole under
// 40 ms at the median. Each call alone is timed too, to see which one weighs.
// tsx bench/home.ts [--databases sqlite,postgres] [--operations N] [--samples N] [--pg url]
import os from 'node:os';
import type { Db } from '../server/db/database';
import { findUserByLogin } from '../server/features/users/users.service';
import { busiestAccount } from './lib/import-data';
import { PERSON, seed, withDb, type BenchDatabase } from './lib/operations-data';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { atMost, databaseName } from './lib/speed-table';
import { roundMs, signedInGet, time } from './lib/timing';

const BUDGET_MS = 40;
const HOME = 'home (parallel, then the budget)';

const iso = (date: Date) => date.toISOString().slice(0, 10);
const now = new Date();
const today = iso(now);
const yearAgo = iso(
  new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate() + 1)),
);
const lastMonth = iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))).slice(
  0,
  7,
);

/** As src/features/home/home-api.ts asks them (and the banks' and budgets' lists). */
const FIRST_WAVE = [
  '/api/bank',
  '/api/budgets',
  `/api/analysis?groupBy=ACCOUNT,DAY&mainAccount=true&accumulate=true&emptyAccount=true&startValueDate=${yearAgo}&endValueDate=${today}`,
  `/api/analysis?groupBy=CATEGORY&yearMonth=${lastMonth}&debit=true&withoutTransfer=true`,
  `/api/analysis?groupBy=ACCOUNT_TYPE,ACCOUNT&accumulate=true&emptyAccount=true&startValueDate=${today}&endValueDate=${today}`,
];
const budgetCall = (budgetId: number) =>
  `/api/difference?budgetId=${budgetId}&month=${lastMonth}&groupBy=CATEGORY`;

/** The benchmarks' user has no main account: its busiest account becomes it. */
async function chooseMainAccount(db: Db) {
  const user = await findUserByLogin(db.kysely, PERSON.login);
  if (!user) throw new Error(`${PERSON.login} is missing: seed first`);
  const { accountId } = await busiestAccount(db.kysely, user.id);
  await db.kysely
    .updateTable('preferences')
    .set({ mainAccountId: accountId })
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
}

async function measureHome(database: BenchDatabase, samples: number) {
  const server = await startServer(database.url);
  try {
    const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    const get = signedInGet(server.baseUrl, cookie);
    const budgets = (await get('/api/budgets')) as { accountId: number; favorite: boolean }[];
    const budget = budgets.find((one) => one.favorite) ?? budgets[0];
    const calls = [...FIRST_WAVE, ...(budget ? [budgetCall(budget.accountId)] : [])];
    const figures: Record<string, unknown> = {
      [HOME]: await time(samples, async () => {
        const [, answered] = await Promise.all(FIRST_WAVE.map(get));
        const first = (answered as typeof budgets).find((one) => one.favorite) ?? budget;
        if (first) await get(budgetCall(first.accountId));
      }),
    };
    for (const path of calls) figures[path] = await time(samples, () => get(path));
    return figures;
  } finally {
    await server.stop();
  }
}

function overBudget(kind: string, measured: Record<string, unknown>): string[] {
  const { median } = measured[HOME] as { median: number };
  return median > BUDGET_MS ? [`${kind} home: median ${median} ms > ${BUDGET_MS} ms`] : [];
}

export async function run(argv: string[] = []): Promise<BenchResult> {
  const options = datasetOptions(argv, 'bench_home');
  const measure = async (database: BenchDatabase) => {
    await seed(database.url, options.operations);
    await withDb(database.url, chooseMainAccount);
    return {
      load: os.loadavg().map((load) => roundMs(load)),
      ...(await measureHome(database, options.samples)),
      loadAfter: os.loadavg().map((load) => roundMs(load)),
    };
  };
  const { figures, failures } = await onEachDatabase(options, measure, overBudget);
  const rows = Object.entries(figures).map(([kind, measured]) => {
    const { median } = (measured as Record<string, { median: number }>)[HOME]!;
    return atMost('home, all its calls (median)', databaseName(kind), median, BUDGET_MS, 'ms');
  });
  return { name: 'home', figures, failures, rows };
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
