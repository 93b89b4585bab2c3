import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema';
import { openDatabase } from '../../server/db/database';
import type { ScaleUser } from './scale-mix';
import { signIn } from './sign-in';

// The scale bench's users: a random sample of db:seed's bench users, signed in, with what the
// mix needs of each (accounts, months with operations, favourite budget, a debit category).

export async function seededVolume(db: Kysely<Database>) {
  const { rows } = await sql<{ users: string; operations: string }>`
    select (select count(*) from users where login like 'bench%') as users,
           (select count(*) from operations) as operations`.execute(db);
  const users = Number(rows[0]?.users ?? 0);
  if (users < 2) throw new Error('seed first: npm run db:seed -- --users 10000 --operations 500');
  return { users, operations: Number(rows[0]?.operations ?? 0) };
}

async function factsOf(db: Kysely<Database>, login: string) {
  const user = await db
    .selectFrom('users')
    .select('id')
    .where('login', '=', login)
    .executeTakeFirstOrThrow();
  const accounts = await db
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', user.id)
    .orderBy('id')
    .execute();
  const months = await db
    .selectFrom('accountMonthSums')
    .select('month')
    .distinct()
    .where('userId', '=', user.id)
    .execute();
  const budget = await db
    .selectFrom('budgets')
    .select('id')
    .where('userId', '=', user.id)
    .where('favorite', '=', 1)
    .executeTakeFirst();
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('userId', '=', user.id)
    .where('debitCredit', '=', -1)
    .where('level', '=', 2)
    .executeTakeFirstOrThrow();
  return {
    accountIds: accounts.map((a) => a.id),
    months: months.map((m) => m.month),
    budgetId: budget?.id ?? null,
    debitCategoryId: category.id,
  };
}

/** `count` random bench users, signed in through `baseUrl`. */
export async function scaleUsers(
  databaseUrl: string,
  baseUrl: string,
  count: number,
): Promise<ScaleUser[]> {
  const db = openDatabase(databaseUrl);
  try {
    const { users } = await seededVolume(db.kysely);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, users)) chosen.add(1 + Math.floor(Math.random() * users));
    const sample: ScaleUser[] = [];
    for (const n of chosen) {
      const login = `bench${n}`;
      // Each user from its own (documentation-range) address, as the proxy forwards it: the
      // sign-in throttle counts attempts per address.
      const from = {
        'x-forwarded-for': `198.51.100.${n % 250}, 203.0.113.${Math.floor(n / 250) % 250}`,
      };
      const cookie = await signIn(baseUrl, login, 'bench1234', from);
      const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(cookie)?.[1] ?? '');
      sample.push({
        headers: { cookie, 'x-xsrf-token': xsrf },
        ...(await factsOf(db.kysely, login)),
      });
    }
    return sample;
  } finally {
    await db.close();
  }
}
