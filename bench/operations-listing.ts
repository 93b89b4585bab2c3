// The whole-period list of one account holding 100,000 operations (GET /api/operation from its
// first value date to its last: 100,000 lines, about 50 MB of JSON), its last page of 1,000 lines
// (size=1000&page=100: the page that reads furthest), and that account's month page, on SQLite
// and PostgreSQL, against the built server, one call after the other: built anew (each sample
// saves the preferences unchanged first, which bumps the books version) and kept. Budget 500 ms
// for the last page and the month page; the whole period unpaged is reported, with no budget.
// tsx bench/operations-listing.ts [--databases sqlite,postgres] [--operations N] [--samples N]
// [--pg postgres://…/bench_operations_listing]
import { sql } from 'kysely';
import { addDays } from '../contract/dates';
import type { Db } from '../server/db/database';
import type { OperationChange } from '../server/features/operations/write/operations-write.service';
import { writeOperations } from '../server/features/operations/write/operations-write.service';
import { findMainAccountId } from '../server/features/preferences/preferences.service';
import { findUserByLogin } from '../server/features/users/users.service';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import { PERSON, seed, withDb, type BenchDatabase } from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';
import { percentile, roundMs } from './lib/timing';

const PAGE_BUDGET_MS = 500;
const PAGE_SIZE = 1_000;
/** The generated user around the listed account: its other accounts, payees and plans. */
const BACKGROUND_OPERATIONS = 1_000;
const BATCH = 10_000;
const FIRST_DAY = `${new Date().getFullYear() - 19}-01-01`;
const LAST_DAY = `${new Date().getFullYear() - 1}-12-31`;
const MONTH = `${new Date().getFullYear() - 1}-06`;

interface Listed {
  accountId: number;
  count: number;
}

/** `count` operations of one part each, spread over the period, in the user's main account. */
async function fillMainAccount(db: Db, count: number): Promise<Listed> {
  const user = await findUserByLogin(db.kysely, PERSON.login);
  const accountId = user && (await findMainAccountId(db.kysely, user.id));
  if (!user || !accountId) throw new Error(`${PERSON.login} has no main account: seed first`);
  const payees = await db.kysely
    .selectFrom('payees')
    .select(['id', 'name'])
    .where('userId', '=', user.id)
    .execute();
  const days = Math.round((Date.parse(LAST_DAY) - Date.parse(FIRST_DAY)) / 86_400_000);
  const creation = (i: number): OperationChange => {
    const date = addDays(FIRST_DAY, Math.floor((i * days) / count));
    const payee = payees[i % payees.length]!;
    const amount = -(100 + ((i * 7_919) % 20_000));
    const memo = `CB ${payee.name.toUpperCase()} ${date.slice(8)}/${date.slice(5, 7)}`;
    const operation = { accountId, date, valueDate: date, amount, memo, payeeId: payee.id };
    return { kind: 'create', operation: { ...operation, parts: [{ categoryId: null, amount }] } };
  };
  for (let from = 0; from < count; from += BATCH) {
    const size = Math.min(BATCH, count - from);
    await writeOperations(
      db.kysely,
      user.id,
      Array.from({ length: size }, (_, i) => creation(from + i)),
    );
    // As autovacuum would: PostgreSQL's foreign-key checks otherwise keep the first rows' plans.
    if (db.dialect === 'postgres') await sql`analyze`.execute(db.kysely);
  }
  if (db.dialect === 'postgres') await sql`VACUUM ANALYZE`.execute(db.kysely);
  else await sql`ANALYZE`.execute(db.kysely);
  const total = await db.kysely
    .selectFrom('operations')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', user.id)
    .where('accountId', '=', accountId)
    .where('valueDate', '>=', FIRST_DAY)
    .where('valueDate', '<=', LAST_DAY)
    .executeTakeFirstOrThrow();
  return { accountId, count: Number(total.n) };
}

type Session = { baseUrl: string; headers: Record<string, string> };

/** Saving the preferences as they are bumps the books version: the next page is built anew. */
async function changeBooks(session: Session, preferences: unknown) {
  const saved = await fetch(`${session.baseUrl}/api/preferences`, {
    method: 'POST',
    headers: { ...session.headers, 'content-type': 'application/json' },
    body: JSON.stringify(preferences),
  });
  await saved.arrayBuffer();
  if (!saved.ok) throw new Error(`saving the preferences answered ${saved.status}`);
}

/** Median and 95th percentile of `samples` calls after 3 unmeasured ones; each answer's lines counted. */
async function timeList(
  session: Session,
  path: string,
  samples: number,
  before?: () => Promise<void>,
) {
  const timings: number[] = [];
  let lines = 0;
  for (let i = 0; i < samples + 3; i++) {
    await before?.();
    const started = performance.now();
    const answer = await fetch(`${session.baseUrl}${path}`, { headers: session.headers });
    const body = await answer.text();
    const elapsed = performance.now() - started;
    if (!answer.ok) throw new Error(`${path} answered ${answer.status}`);
    lines = (JSON.parse(body) as unknown[]).length;
    if (i >= 3) timings.push(elapsed);
  }
  timings.sort((a, b) => a - b);
  return { lines, median: roundMs(percentile(timings, 50)), p95: roundMs(percentile(timings, 95)) };
}

async function measureHttp(database: BenchDatabase, listed: Listed, samples: number) {
  const server = await startServer(database.url);
  try {
    const cookie = await signIn(server.baseUrl, PERSON.login, PERSON.password);
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');
    const session = { baseUrl: server.baseUrl, headers: { cookie, 'x-xsrf-token': xsrf } };
    const preferences = await (
      await fetch(`${server.baseUrl}/api/preferences`, { headers: session.headers })
    ).json();
    const change = () => changeBooks(session, preferences);
    const whole = `/api/operation?accounts=${listed.accountId}&startValueDate=${FIRST_DAY}&endValueDate=${LAST_DAY}&orderBy=valueDate`;
    const lastPage = `${whole}&size=${PAGE_SIZE}&page=${Math.ceil(listed.count / PAGE_SIZE)}`;
    const month = `/api/operation?accounts=${listed.accountId}&yearMonth=${MONTH}`;
    return {
      'whole period, built': await timeList(session, whole, samples, change),
      'whole period, kept': await timeList(session, whole, samples),
      'whole period last page, built': await timeList(session, lastPage, samples, change),
      'whole period last page, kept': await timeList(session, lastPage, samples),
      'month page, built': await timeList(session, month, samples, change),
      'month page, kept': await timeList(session, month, samples),
    };
  } finally {
    await server.stop();
  }
}

function failuresOf(kind: string, measured: Record<string, unknown>): string[] {
  const failures: string[] = [];
  const { count } = measured.listed as Listed;
  const whole = measured['whole period, built'] as { lines: number };
  if (whole.lines !== count) failures.push(`${kind}: ${whole.lines} lines listed of ${count}`);
  for (const page of ['whole period last page, built', 'month page, built']) {
    const { median } = measured[page] as { median: number };
    if (median > PAGE_BUDGET_MS)
      failures.push(`${kind} ${page}: median ${median} ms > ${PAGE_BUDGET_MS} ms`);
  }
  return failures;
}

export async function run(argv: string[] = []): Promise<BenchResult> {
  const options = datasetOptions(
    ['--operations', '100000', '--samples', '10', ...argv],
    'bench_operations_listing',
  );
  const measure = async (database: BenchDatabase) => {
    const started = performance.now();
    await seed(database.url, BACKGROUND_OPERATIONS);
    const listed = await withDb(database.url, (db) => fillMainAccount(db, options.operations));
    const seedS = roundMs((performance.now() - started) / 1000);
    return { listed, seedS, ...(await measureHttp(database, listed, options.samples)) };
  };
  const { figures, failures } = await onEachDatabase(options, measure, failuresOf);
  return { name: 'operations-listing', figures, failures };
}

await runIfMain(import.meta.url, () => run(process.argv.slice(2)));
