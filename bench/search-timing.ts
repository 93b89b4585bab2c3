// npx tsx bench/search-timing.ts [--http] [--login bench1] [--samples 40] [word …]
// Times the text search over all of one user's operations (budget: p95 ≤ 150 ms):
// GET /api/operation/search (page 1, 25 lines) and /search/count, for a few words, in
// DATABASE_URL's database, as seeded for the benchmarks by
// `npm run db:seed -- --users 1 --accounts 20 --operations 200000 --years 20` (password
// bench1234). At service level by default; with --http through the built server (npm run build),
// one request after the other.
import { parseArgs } from 'node:util';
import { operationSearchQuerySchema } from '../contract/operations-search';
import { loadConfig } from '../server/config';
import { openDatabase, type Db } from '../server/db/database';
import { AppError } from '../server/http/app-error';
import { countSearch, search } from '../server/features/operations/read/operations-search.service';
import { findUserByLogin } from '../server/features/users/users.service';
import { percentile, roundMs, sampleTimings } from './lib/timing';
import { startServer } from './lib/server';
import { signIn } from './lib/sign-in';

const BUDGET_P95_MS = 150;
/** Refused as too many (more than 1,500), in the memos and payees, in part of the memos, in
 * a payee only, in a tag only, nowhere. */
const WORDS = ['carrefour', 'salaire', 'dab 01/03', 'cœur', 'noël', 'introuvable'];

/** Runs `call` `samples` times after 3 warm-up runs; what it answered and its timings. */
async function time(samples: number, call: () => Promise<unknown>) {
  let answer = '';
  const described = () =>
    call().then(
      (result) => (Array.isArray(result) ? `${result.length} lines` : JSON.stringify(result)),
      (error: unknown) => (error instanceof AppError ? error.messageCode : String(error)),
    );
  const timings = await sampleTimings(samples, described, (text) => (answer = text));
  const p95 = roundMs(percentile(timings, 95));
  return { answer, p50: roundMs(percentile(timings, 50)), p95, max: roundMs(timings.at(-1)!) };
}

type Caller = (name: 'search' | 'count', word: string) => Promise<unknown>;

/** The service calls, in this process. */
function serviceCaller(db: Db, userId: number): Caller {
  return (name, word) => {
    const query = operationSearchQuerySchema.parse({ text: word });
    return name === 'search'
      ? search(db.kysely, userId, query)
      : countSearch(db.kysely, userId, query);
  };
}

/** The HTTP calls to the built server, signed in as the user. */
function httpCaller(baseUrl: string, cookie: string): Caller {
  return async (name, word) => {
    const path = name === 'search' ? '/api/operation/search' : '/api/operation/search/count';
    const url = `${baseUrl}${path}?text=${encodeURIComponent(word)}`;
    const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip' } });
    const body = (await response.json()) as { messageCode?: string };
    if (response.status !== 200) throw new AppError(response.status, body.messageCode ?? '?');
    return body;
  };
}

async function measure(label: string, call: Caller, words: string[], samples: number) {
  let worst = 0;
  for (const word of words) {
    for (const name of ['search', 'count'] as const) {
      const figures = await time(samples, () => call(name, word));
      worst = Math.max(worst, figures.p95);
      console.log(
        `${label} ${name.padEnd(6)} ${JSON.stringify(word).padEnd(14)} p50 ${figures.p50} ms` +
          `, p95 ${figures.p95} ms, max ${figures.max} ms → ${figures.answer}`,
      );
    }
  }
  console.log(`worst p95 ${worst} ms (budget ${BUDGET_P95_MS} ms)`);
  if (worst > BUDGET_P95_MS) process.exitCode = 1;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    http: { type: 'boolean' },
    login: { type: 'string' },
    samples: { type: 'string' },
  },
});
const { DATABASE_URL } = loadConfig();
const login = values.login ?? 'bench1';
const samples = Number(values.samples ?? 40);
const words = positionals.length > 0 ? positionals : WORDS;
const db = openDatabase(DATABASE_URL);
try {
  const user = await findUserByLogin(db.kysely, login);
  if (!user) throw new Error('no such user: seed the database first (npm run db:seed)');
  if (values.http) {
    const server = await startServer(DATABASE_URL);
    try {
      const cookie = await signIn(server.baseUrl, login, 'bench1234');
      await measure(`${db.dialect} http`, httpCaller(server.baseUrl, cookie), words, samples);
    } finally {
      await server.stop();
    }
  } else {
    await measure(db.dialect, serviceCaller(db, user.id), words, samples);
  }
} finally {
  await db.close();
}
