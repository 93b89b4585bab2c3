// The net worth in the main currency (issue 30) on the benchmarks' user (200,000 operations over
// 20 years, 20 accounts), its accounts spread over EUR, CHF and USD, with 20 years of daily ECB
// rates for 7 currencies: GET /api/netWorth over the 20 years, the first call (the ECB's rates
// read into the process) apart, then the median and p95 of the calls after. Budget: median < 50 ms.
// tsx bench/net-worth.ts [--databases sqlite,postgres] [--operations N] [--samples N]
import os from 'node:os';
import { sql } from 'kysely';
import { refreshEcbRates } from '../server/features/exchange-rates/exchange-rates-ecb.service';
import type { DayRates } from '../server/integrations/exchange-rates/rates-feed';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import { latencyOf, type Latency } from './lib/load';
import { PERSON, seed, withDb, type BenchDatabase } from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { atMost, databaseName, type SpeedRow } from './lib/speed-table';

const MEDIAN_MS = 50;
const YEARS = 20;
const [CHF, USD] = [4, 2];
const ECB_CURRENCIES = { USD: 1.1, GBP: 0.85, CHF: 1.5, CAD: 1.45, AUD: 1.6, NZD: 1.75, JPY: 130 };

/** Working days of 20 years, each currency's rate wandering a little from day to day. */
function generatedEcbDays(): DayRates[] {
  const days: DayRates[] = [];
  const rates = new Map(Object.entries(ECB_CURRENCIES));
  const day = new Date(Date.UTC(new Date().getUTCFullYear() - YEARS, 0, 1));
  for (let i = 0; day.getTime() <= Date.now(); day.setUTCDate(day.getUTCDate() + 1), i++) {
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const [currency, rate] of rates) rates.set(currency, rate * (1 + Math.sin(i) / 500));
    days.push({
      day: day.toISOString().slice(0, 10),
      rates: [...rates].map(([currency, rate]) => ({ currency, rate: rate.toFixed(4) })),
    });
  }
  return days;
}

/** A third of the accounts in Swiss francs, a third in dollars; the ECB's rates of 20 years. */
async function spreadCurrencies(url: string): Promise<number> {
  return withDb(url, async (db) => {
    const ids = (await db.kysely.selectFrom('accounts').select('id').orderBy('id').execute()).map(
      (row) => Number(row.id),
    );
    const of = (rest: number) => ids.filter((_, i) => i % 3 === rest);
    await db.kysely
      .updateTable('accounts')
      .set({ currencyId: CHF })
      .where('id', 'in', of(1))
      .execute();
    await db.kysely
      .updateTable('accounts')
      .set({ currencyId: USD })
      .where('id', 'in', of(2))
      .execute();
    const days = generatedEcbDays();
    const feed = { history: async () => days, recent: async () => days };
    const { rates } = await refreshEcbRates(db.kysely, feed, Date.now());
    await sql`ANALYZE`.execute(db.kysely);
    return rates;
  });
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

export async function run(argv: string[] = []): Promise<BenchResult> {
  const options = datasetOptions(argv, 'bench_net_worth');
  const measure = async (database: BenchDatabase) => {
    await seed(database.url, options.operations);
    const ecbRates = await spreadCurrencies(database.url);
    const server = await startServer(database.url);
    const figures: Record<string, unknown> = { loadAtStart: load(), ecbRates };
    try {
      const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
      const from = `${new Date().getFullYear() - YEARS + 1}-01`;
      const timed = async () => {
        const started = performance.now();
        const response = await fetch(`${server.baseUrl}/api/netWorth?from=${from}`, {
          headers: { cookie },
        });
        const body = (await response.json()) as { points: unknown[] };
        if (response.status !== 200) throw new Error(`HTTP ${response.status}`);
        return { ms: performance.now() - started, points: body.points.length };
      };
      const first = await timed();
      const after: number[] = [];
      for (let i = 0; i < options.samples; i++) after.push((await timed()).ms);
      figures.points = first.points;
      figures['first call (ECB rates read), ms'] = Math.round(first.ms * 10) / 10;
      figures['net worth over 20 years'] = latencyOf(after);
    } finally {
      await server.stop();
    }
    figures.loadAtEnd = load();
    return figures;
  };
  const overBudget = (kind: string, figures: Record<string, unknown>) =>
    (figures['net worth over 20 years'] as Latency).p50 >= MEDIAN_MS
      ? [`${kind}: net worth median ≥ ${MEDIAN_MS} ms`]
      : [];
  const { figures, failures } = await onEachDatabase(options, measure, overBudget);
  return { name: 'net-worth', figures, failures, rows: rowsOf(figures) };
}

function rowsOf(figures: Record<string, unknown>): SpeedRow[] {
  return Object.entries(figures).map(([kind, measured]) =>
    atMost(
      'GET /api/netWorth over 20 years, 20 accounts in 3 currencies, median',
      databaseName(kind),
      ((measured as Record<string, Latency>)['net worth over 20 years'] as Latency).p50,
      MEDIAN_MS,
      'ms',
    ),
  );
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
