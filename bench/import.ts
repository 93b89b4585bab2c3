// The upload of a bank file: a French CSV of 1,000, 10,000 and 50,000 lines read, stored and
// matched against an account of 50,000 operations, on SQLite and PostgreSQL, through the HTTP
// route of an in-process server; then the incorporation of the 1,000 and the 50,000 lines.
// Budgets: uploads of 10,000 lines < 1.5 s and 50,000 < 6 s, incorporation of 50,000 < 6 s, at a
// flat rate per line. Meanwhile another user reads their month of operations every 100 ms: the
// 99th percentile of their answers < 200 ms, none over 1 s.
// tsx bench/import.ts [--databases sqlite,postgres] [--pg postgres://…/bench_import]
import { parseArgs } from 'node:util';
import { openDatabase, type Db } from '../server/db/database';
import { createGeneratedUser } from '../server/features/demo/demo.service';
import { warmImportWorker } from '../server/features/import/import-off-thread';
import { bankCsv, busiestAccount } from './lib/import-data';
import { incorporateAll, reportLineIds, sequentialScans } from './lib/import-incorporate';
import {
  PERSON,
  postgresDatabase,
  seed,
  sqliteDatabase,
  type BenchDatabase,
} from './lib/operations-data';
import { otherUserPinger } from './lib/other-user-pinger';
import { runIfMain, type BenchResult } from './lib/results';
import { serveInProcess as serve } from './lib/serve-in-process';
import { signIn } from './lib/sign-in';

const BUDGETS_MS: Record<number, number> = { 10_000: 1_500, 50_000: 6_000 };
const INCORPORATION_BUDGETS_MS: Record<number, number> = { 50_000: 6_000 };
const OTHER_P99_MS = 200;
const OTHER_MAX_MS = 1_000;
/** The seed's busiest account holds about 40 % of the operations: 50,000. */
const SEEDED_OPERATIONS = 128_000;
const OTHER = {
  login: 'bench-other',
  password: 'bench1234',
  usageName: 'Other',
  email: 'other@bench.invalid',
};

async function upload(baseUrl: string, cookie: string, accountId: number, bytes: Uint8Array) {
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '';
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(bytes)]), 'releve.csv');
  const started = performance.now();
  const cpu = process.cpuUsage();
  const response = await fetch(`${baseUrl}/api/import/upload?accountId=${accountId}`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': decodeURIComponent(xsrf) },
    body: form,
  });
  const body = (await response.json()) as {
    reports?: { lineCount: number; importReportId: number }[];
  };
  if (response.status !== 200) throw new Error(`upload answered ${response.status}`);
  const used = process.cpuUsage(cpu);
  return {
    ms: Math.round(performance.now() - started),
    // This process's CPU time (the server's, the pinger's is negligible): the machine's load
    // stretches the wall time.
    cpuMs: Math.round((used.user + used.system) / 1000),
    stored: body.reports?.[0]?.lineCount,
    reportId: body.reports?.[0]?.importReportId ?? 0,
  };
}

/**
 * PostgreSQL: the seed fills empty tables in one transaction, and the foreign-key checks of its
 * inserts reuse a generic plan made while the tables were empty (a sequential scan, each batch
 * slower: a seed took seconds or many minutes from one run to the next). Custom plans see the
 * tables' real size. Only for the seed: the measures run on analysed tables, as a server does.
 */
const seedUrl = (database: BenchDatabase) =>
  database.kind === 'postgres'
    ? `${database.url}${database.url.includes('?') ? '&' : '?'}options=${encodeURIComponent('-c plan_cache_mode=force_custom_plan')}`
    : database.url;

async function measure(database: BenchDatabase) {
  await seed(seedUrl(database), SEEDED_OPERATIONS);
  const db = openDatabase(database.url);
  const server = await serve(db);
  try {
    const user = await db.kysely
      .selectFrom('users')
      .select('id')
      .where('login', '=', PERSON.login)
      .executeTakeFirstOrThrow();
    const account = await busiestAccount(db.kysely, user.id);
    await createGeneratedUser(db.kysely, OTHER, { operations: 3_000, years: 2, seed: 2 });
    // A server starts its worker once; in this process it compiles TypeScript first.
    await warmImportWorker();
    const importer = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    const other = await signIn(server.baseUrl, OTHER.login, OTHER.password);
    const runs = [];
    const incorporations = [];
    // Each incorporated report is incorporated before the next upload, which then finds its
    // lines imported: a report matched before another's lines were written would hold stale
    // matches.
    for (const lines of [1_000, 10_000, 50_000]) {
      const bytes = await bankCsv(db.kysely, user.id, account.accountId, lines);
      const stop = otherUserPinger(server.baseUrl, other);
      const { reportId, ...timed } = await upload(
        server.baseUrl,
        importer,
        account.accountId,
        bytes,
      );
      const otherUser = await stop();
      const perLineUs = Math.round((timed.ms * 1000) / lines);
      runs.push({ lines, ...timed, perLineUs, megabytes: bytes.length / 1e6, otherUser });
      if (lines !== 10_000)
        incorporations.push(
          await timedIncorporation(
            db,
            server.baseUrl,
            { importer, other },
            account.accountId,
            reportId,
          ),
        );
    }
    return { accountOperations: account.operations, runs, incorporations };
  } finally {
    server.close();
    await db.close();
  }
}

/** A report incorporated whole while the other user reads their month; PostgreSQL's scans. */
async function timedIncorporation(
  db: Db,
  baseUrl: string,
  cookies: { importer: string; other: string },
  accountId: number,
  reportId: number,
) {
  const ids = await reportLineIds(baseUrl, cookies.importer, reportId);
  const before = await sequentialScans(db);
  const stop = otherUserPinger(baseUrl, cookies.other);
  const incorporated = await incorporateAll(baseUrl, cookies.importer, accountId, ids);
  const otherUser = await stop();
  // The statistics collector reports a backend's counts when its transaction ends, shortly.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const after = await sequentialScans(db);
  const seqScans = Object.fromEntries(
    Object.entries(after).map(([table, n]) => [table, n - (before[table] ?? 0)]),
  );
  const perLineUs = Math.round((incorporated.ms * 1000) / incorporated.lines);
  return { ...incorporated, perLineUs, otherUser, seqScans };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function overBudget(kind: string, result: Measured): string[] {
  const failures: string[] = [];
  const over = (what: string, ms: number, budget: number | undefined) => {
    if (budget !== undefined && ms > budget)
      failures.push(`${kind}: ${what} took ${ms} ms (budget ${budget})`);
  };
  for (const { lines, ms } of result.runs) over(`uploading ${lines} lines`, ms, BUDGETS_MS[lines]);
  for (const { lines, ms } of result.incorporations) {
    over(`incorporating ${lines} lines`, ms, INCORPORATION_BUDGETS_MS[lines]);
  }
  for (const { otherUser } of [...result.runs, ...result.incorporations]) {
    over("the other user's 99th percentile", otherUser.p99Ms, OTHER_P99_MS);
    over("the other user's slowest answer", otherUser.maxMs, OTHER_MAX_MS);
  }
  return failures;
}

export async function run(
  databases: ('sqlite' | 'postgres')[] = ['sqlite', 'postgres'],
  pgUrl = 'postgres://postgres@127.0.0.1:5432/bench_import',
): Promise<BenchResult> {
  const figures: Record<string, unknown> = {};
  const failures: string[] = [];
  for (const kind of databases) {
    const database = kind === 'sqlite' ? sqliteDatabase() : await postgresDatabase(pgUrl);
    if (!database) continue;
    try {
      const result = await measure(database);
      figures[kind] = result;
      console.log(`${kind}: ${JSON.stringify(result)}`);
      failures.push(...overBudget(kind, result));
    } finally {
      await database.drop();
    }
  }
  return { name: 'import', figures, failures };
}

await runIfMain(import.meta.url, () => {
  const { values } = parseArgs({
    options: { databases: { type: 'string' }, pg: { type: 'string' } },
  });
  const databases = values.databases?.split(',') as ('sqlite' | 'postgres')[] | undefined;
  return run(databases, values.pg);
});
