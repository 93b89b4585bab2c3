// A whole book brought from another application: a 50,000-transaction GnuCash book (gzipped XML,
// 20 years, three accounts, splits and transfers) previewed then imported into a new person's
// books through the HTTP routes of an in-process server, on SQLite and PostgreSQL, then imported
// again (nothing added). Budget (issue 28): the import under 10 s on SQLite; meanwhile another
// user reads their month of operations every 100 ms: the 99th percentile of their answers under
// 200 ms. Every account must end on the book's balance, to the cent.
// tsx bench/books-import.ts [--databases sqlite,postgres] [--pg postgres://…/bench_books_import]
// (the seeded benchmarks' --operations and --samples do not apply)
import { openDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrator';
import { createGeneratedUser } from '../server/features/demo/demo.service';
import { bigGnuCashBook } from './lib/big-gnucash-book';
import { otherUserPinger } from './lib/other-user-pinger';
import { datasetOptions, onEachDatabase } from './lib/each-database';
import type { BenchDatabase } from './lib/operations-data';
import { runIfMain, type BenchResult } from './lib/results';
import { serveInProcess } from './lib/serve-in-process';
import { signIn } from './lib/sign-in';

const TRANSACTIONS = 50_000;
const IMPORT_BUDGET_MS = 10_000;
const OTHER_P99_MS = 200;
const person = (login: string) => ({
  login,
  password: 'bench1234',
  usageName: login,
  email: `${login}@bench.invalid`,
});
const IMPORTER = person('bench-mover');
const OTHER = person('bench-other');

interface Preview {
  accounts: { key: string; name: string; operations: number }[];
}

async function post(baseUrl: string, cookie: string, path: string, book: Buffer, choices = {}) {
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(book)]), 'household.gnucash');
  form.append('choices', JSON.stringify(choices));
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { cookie, 'x-xsrf-token': xsrf },
    body: form,
  });
  const body = (await response.json()) as unknown;
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  return { ms: Math.round(performance.now() - started), body };
}

async function getJson<T>(baseUrl: string, cookie: string, path: string): Promise<T> {
  return (await (await fetch(`${baseUrl}${path}`, { headers: { cookie } })).json()) as T;
}

const accountsOf = (baseUrl: string, cookie: string) =>
  getJson<{ accountId: number; name: string }[]>(baseUrl, cookie, '/api/account');

/** The balances of the accounts the import created, by name, as the server answers them. */
async function balancesOf(baseUrl: string, cookie: string, before: Set<number>) {
  const balances = new Map<string, number>();
  for (const { accountId, name } of await accountsOf(baseUrl, cookie)) {
    if (before.has(accountId)) continue;
    const path = `/api/account/${accountId}/balance?date=2100-01-01`;
    balances.set(name, (await getJson<{ balance: number }>(baseUrl, cookie, path)).balance);
  }
  return balances;
}

async function measure(database: BenchDatabase) {
  const { bytes, balances: expected } = bigGnuCashBook(TRANSACTIONS);
  const db = openDatabase(database.url);
  await migrateToLatest(db.kysely);
  await createGeneratedUser(db.kysely, OTHER, { operations: 3_000, years: 2, seed: 2 });
  await createGeneratedUser(db.kysely, IMPORTER, { operations: 0, years: 1, seed: 3 });
  const server = await serveInProcess(db);
  try {
    const mover = await signIn(server.baseUrl, IMPORTER.login, IMPORTER.password);
    const other = await signIn(server.baseUrl, OTHER.login, OTHER.password);
    // The first long book starts the worker (here, compiling its TypeScript): not measured.
    await post(server.baseUrl, mover, '/api/books-import/preview', bytes);
    const previewing = otherUserPinger(server.baseUrl, other);
    const preview = await post(server.baseUrl, mover, '/api/books-import/preview', bytes);
    const previewOther = await previewing();
    const accounts = (preview.body as Preview).accounts;
    const before = new Set((await accountsOf(server.baseUrl, mover)).map((a) => a.accountId));
    const newAccounts = Object.fromEntries(accounts.map((a) => [a.key, null]));
    const importing = otherUserPinger(server.baseUrl, other);
    const imported = await post(server.baseUrl, mover, '/api/books-import', bytes, newAccounts);
    const importOther = await importing();
    const again = await post(server.baseUrl, mover, '/api/books-import', bytes, newAccounts);
    const balances = await balancesOf(server.baseUrl, mover, before);
    const wrong = [...expected].filter(([name, cents]) => balances.get(name) !== cents);
    return {
      megabytes: bytes.length / 1e6,
      preview: { ms: preview.ms, otherUser: previewOther },
      import: { ms: imported.ms, answer: imported.body, otherUser: importOther },
      again: { ms: again.ms, answer: again.body },
      wrongBalances: wrong.map(([name, cents]) => `${name}: ${balances.get(name)} ≠ ${cents}`),
    };
  } finally {
    server.close();
    await db.close();
  }
}

type Measured = Awaited<ReturnType<typeof measure>>;

function overBudget(kind: string, result: Measured): string[] {
  const failures = result.wrongBalances.map((line) => `${kind}: balance ${line}`);
  if (kind === 'sqlite' && result.import.ms > IMPORT_BUDGET_MS) {
    failures.push(`${kind}: the import took ${result.import.ms} ms (budget ${IMPORT_BUDGET_MS})`);
  }
  for (const [what, { otherUser }] of Object.entries({
    preview: result.preview,
    import: result.import,
  })) {
    if (otherUser.p99Ms > OTHER_P99_MS) {
      failures.push(`${kind}: the other user's p99 during the ${what}: ${otherUser.p99Ms} ms`);
    }
  }
  if ((result.again.answer as { operations: number }).operations !== 0) {
    failures.push(`${kind}: importing the same book again added operations`);
  }
  return failures;
}

export async function run(argv = process.argv.slice(2)): Promise<BenchResult> {
  const options = datasetOptions(argv, 'bench_books_import');
  const { figures, failures } = await onEachDatabase(options, measure, overBudget);
  return { name: 'books-import', figures, failures };
}

await runIfMain(import.meta.url, () => run());
