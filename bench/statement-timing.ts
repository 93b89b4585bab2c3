// npx tsx bench/statement-timing.ts [--login bench1] [--samples 20]
// Times GET /api/echeances/statement at service level over one user's data in
// DATABASE_URL's database, as seeded for the benchmarks by
// `npm run db:seed -- --users 1 --accounts 20 --operations 200000 --years 20`: a month, a year,
// a year for one payee, and the whole 20 years. No budget is set by the issue; the figures are
// reported.
import { parseArgs } from 'node:util';
import type { StatementFilter } from '../contract/statement';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { listPayees } from '../server/features/payees/payees.service';
import { statementOf } from '../server/features/statement/statement.service';
import { findUserByLogin } from '../server/features/users/users.service';
import { percentile, roundMs, sampleTimings } from './lib/timing';

async function time(samples: number, call: () => Promise<{ lines: unknown[] }>) {
  let lines = 0;
  const timings = await sampleTimings(samples, call, (answer) => (lines = answer.lines.length));
  return { lines, p50: roundMs(percentile(timings, 50)), p95: roundMs(percentile(timings, 95)) };
}

const { values } = parseArgs({
  options: { login: { type: 'string' }, samples: { type: 'string' } },
});
const { DATABASE_URL } = loadConfig();
const samples = Number(values.samples ?? 20);
const db = openDatabase(DATABASE_URL);
try {
  const user = await findUserByLogin(db.kysely, values.login ?? 'bench1');
  if (!user) throw new Error('no such user: seed the database first (npm run db:seed)');
  const [payee] = await listPayees(db.kysely, user.id);
  const year = new Date().getFullYear();
  const filter = (
    startDate: string,
    endDate: string,
    payeeIds: number[] = [],
  ): StatementFilter => ({
    startDate,
    endDate,
    categoryIds: [],
    payeeIds,
    tagIds: [],
  });
  const cases: [string, StatementFilter][] = [
    ['month', filter(`${year}-03-01`, `${year}-03-31`)],
    ['year', filter(`${year}-01-01`, `${year}-12-31`)],
    ['year, one payee', filter(`${year}-01-01`, `${year}-12-31`, payee ? [payee.payeeId] : [])],
    ['20 years', filter(`${year - 19}-01-01`, `${year}-12-31`)],
  ];
  for (const [label, statement] of cases) {
    const figures = await time(samples, () => statementOf(db.kysely, user.id, statement));
    console.log(
      `${db.dialect} ${label.padEnd(16)} p50 ${figures.p50} ms, p95 ${figures.p95} ms → ${figures.lines} lines`,
    );
  }
} finally {
  await db.close();
}
