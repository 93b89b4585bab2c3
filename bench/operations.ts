// The operations screen's calls on the benchmarks' user (`npm run db:seed -- --users 1
// --accounts 20 --operations 200000 --years 20`), on SQLite and PostgreSQL, against the built
// server. Budgets: one month of one account p95 ≤ 25 ms at 300 req/s and ≥ 1,500 req/s
// peak; 20 years back ≤ 1.5× the current month; text search p95 ≤ 150 ms; saving three parts
// p95 ≤ 30 ms and within ±20 % between an empty and the big database; 500 ids deleted ≤ 300 ms.
// tsx bench/operations.ts [--databases sqlite,postgres] [--duration S] [--samples N]
// [--operations N] [--pg postgres://…/bench_operations]
import { parseArgs } from 'node:util';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import {
  PERSON,
  postgresDatabase,
  seed,
  sqliteDatabase,
  withDb,
  type BenchDatabase,
} from './lib/operations-data';
import { readFacts, searchCandidates, type Facts } from './lib/operations-facts';
import * as measure from './lib/operations-measures';
import { failuresOf, printTable, type Figures } from './lib/operations-report';

type Kind = 'sqlite' | 'postgres';

export interface Options {
  databases: Kind[];
  operations: number;
  durationS: number;
  samples: number;
  pgUrl: string;
}

const DEFAULTS: Options = {
  databases: ['sqlite', 'postgres'],
  operations: 200_000,
  durationS: 10,
  samples: 200,
  pgUrl: 'postgres://postgres@127.0.0.1:5432/bench_operations',
};
const DELETE_ROUNDS = 5;
/** A search reads every operation: fewer samples keep the run within minutes. */
const searchSamples = (options: Options) => Math.min(20, Math.ceil(options.samples / 4));

async function signedIn(url: string) {
  const server = await startServer(url);
  const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
  const xsrf = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '';
  const headers = { cookie, 'x-xsrf-token': decodeURIComponent(xsrf) };
  return { server, session: { baseUrl: server.baseUrl, headers } };
}

async function onServer<T>(url: string, work: (s: measure.Session, f: Facts) => Promise<T>) {
  const facts = await withDb(url, readFacts);
  const { server, session } = await signedIn(url);
  try {
    return await work(session, facts);
  } finally {
    await server.stop();
  }
}

async function logged<T>(label: string, work: Promise<T>): Promise<T> {
  const value = await work;
  console.log(`  ${label}: ${JSON.stringify(value)}`);
  return value;
}

async function benchBig(url: string, options: Options, figures: Figures) {
  const { durationS, samples } = options;
  await onServer(url, async (session, facts) => {
    const { recent, old } = facts;
    if (!recent || !old) throw new Error('the big database has no operations');
    figures.months = await logged(`account ${facts.accountId}`, Promise.resolve({ recent, old }));
    const month = (m: string) => measure.listAtRate(session, facts, m, durationS);
    figures.listRecent = await logged('current month', month(recent.month));
    figures.listOld = await logged('20 years back', month(old.month));
    const peak = measure.listPeak(session, facts, recent.month, durationS);
    figures.listPeakRps = await logged('peak', peak);
    const fresh = (m: string) => measure.listAfterChange(session, facts, m, samples);
    figures.listRecentFresh = await logged('current month after a change', fresh(recent.month));
    figures.listOldFresh = await logged('20 years back after a change', fresh(old.month));
    const candidates = await withDb(url, (db) => searchCandidates(db, facts.userId));
    const text = await logged('search text', measure.searchText(session, candidates));
    figures.searchText = text;
    const search = measure.searchLatency(session, text.text, searchSamples(options));
    figures.search = await logged('search', search);
    figures.saveBig = await logged('save, big', measure.saveLatency(session, facts, samples));
    const deleted = measure.bulkDelete(session, url, facts, DELETE_ROUNDS);
    figures.deleteMs = await logged('delete 500', deleted);
  });
}

async function benchOn(database: BenchDatabase, empty: BenchDatabase, options: Options) {
  const figures: Figures = {};
  const started = performance.now();
  await seed(database.url, options.operations);
  figures.seedS = await logged(
    'seed s',
    Promise.resolve(Math.round((performance.now() - started) / 100) / 10),
  );
  await seed(empty.url, 0);
  const save = onServer(empty.url, (session, facts) =>
    measure.saveLatency(session, facts, options.samples),
  );
  figures.saveEmpty = await logged('save, empty', save);
  await benchBig(database.url, options, figures);
  return figures;
}

async function databasesOf(kind: Kind, options: Options) {
  if (kind === 'sqlite') return [sqliteDatabase(), sqliteDatabase()];
  const big = await postgresDatabase(options.pgUrl);
  const empty = big && (await postgresDatabase(`${options.pgUrl}_empty`));
  return big && empty ? [big, empty] : null;
}

export async function run(given: Partial<Options> = {}): Promise<BenchResult> {
  const options = { ...DEFAULTS, ...given };
  const results: Partial<Record<Kind, Figures>> = {};
  const failures: string[] = [];
  for (const kind of options.databases) {
    console.log(`${kind}: ${options.operations} operations, ${options.durationS} s per rate`);
    const databases = await databasesOf(kind, options);
    if (!databases) {
      failures.push(`${kind}: no database server, not measured`);
      continue;
    }
    try {
      results[kind] = await benchOn(databases[0]!, databases[1]!, options);
      failures.push(...failuresOf(kind, results[kind]));
    } finally {
      for (const database of databases) await database.drop();
    }
  }
  printTable(results);
  return { name: 'operations', figures: { options, ...results }, failures };
}

function optionsFromArgs(): Partial<Options> {
  const { values } = parseArgs({
    options: {
      databases: { type: 'string' },
      duration: { type: 'string' },
      samples: { type: 'string' },
      operations: { type: 'string' },
      pg: { type: 'string' },
    },
  });
  const number = (text: string | undefined) => (text === undefined ? undefined : Number(text));
  const options: Partial<Options> = {
    databases: values.databases?.split(',') as Kind[] | undefined,
    durationS: number(values.duration),
    samples: number(values.samples),
    operations: number(values.operations),
    pgUrl: values.pg,
  };
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
}

await runIfMain(import.meta.url, () => run(optionsFromArgs()));
