import type { EcheanceFrequency } from '../../contract/echeances';
import type { Db } from '../../server/db/database';
import { migrateToLatest } from '../../server/db/migrator';
import { firstOccurrenceFrom } from '../../server/features/demo/insert-plan-volume';

// The autoSave benchmark's data: users with two accounts, a category and planned operations that
// save themselves, inserted in bulk. Every frequency in turn, begin dates over the whole year,
// one in five a transfer, echeance delays of 0 to 3 days; next dates from the bench day on, as if
// the job had run the day before.

const FREQUENCIES: EcheanceFrequency[] = [
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'MONTHLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMIANNUAL',
  'YEARLY',
  'ONCE',
];
const BATCH = 500;

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let at = 0; at < rows.length; at += BATCH) await insert(rows.slice(at, at + BATCH));
}

const idsOf = (rows: { id: number }[]) => rows.map((row) => row.id).sort((a, b) => a - b);

async function insertUsers(db: Db, first: number, count: number) {
  const k = db.kysely;
  const users = Array.from({ length: count }, (_, i) => ({
    login: `auto${first + i}`,
    loginKey: `auto${first + i}`,
    passwordHash: 'x',
    profileId: 1,
    creationDate: '2024-01-01T00:00:00Z',
  }));
  const userIds = idsOf(await k.insertInto('users').values(users).returning('id').execute());
  const bankIds = idsOf(
    await k
      .insertInto('banks')
      .values(userIds.map((userId) => ({ userId, name: 'Banque' })))
      .returning('id')
      .execute(),
  );
  const accounts = userIds.flatMap((userId, i) =>
    ['Courant', 'Livret'].map((name) => ({ userId, bankId: bankIds[i]!, name })),
  );
  const accountIds = idsOf(
    await k.insertInto('accounts').values(accounts).returning('id').execute(),
  );
  const categoryIds = idsOf(
    await k
      .insertInto('categories')
      .values(userIds.map((userId) => ({ userId, name: 'Charges', debitCredit: -1, level: 1 })))
      .returning('id')
      .execute(),
  );
  await k
    .insertInto('preferences')
    .values(userIds.map((userId) => ({ userId, echeanceDelay: userId % 4 })))
    .execute();
  return userIds.map((userId, i) => ({
    userId,
    current: accountIds[2 * i]!,
    savings: accountIds[2 * i + 1]!,
    categoryId: categoryIds[i]!,
  }));
}

type BenchUser = Awaited<ReturnType<typeof insertUsers>>[number];

function planRows(user: BenchUser, plans: number, benchDay: string) {
  const year = benchDay.slice(0, 4);
  return Array.from({ length: plans }, (_, p) => {
    const frequency = FREQUENCIES[(user.userId + p) % FREQUENCIES.length]!;
    const day = 1 + ((user.userId * 7 + p * 13) % 28);
    const month = 1 + ((user.userId + p * 5) % 12);
    const beginDate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const transfer = p % 5 === 4;
    return {
      userId: user.userId,
      accountId: user.current,
      toAccountId: transfer ? user.savings : null,
      beginDate,
      nextDate: firstOccurrenceFrom({ beginDate, frequency }, benchDay),
      frequency,
      autoSave: 1 as const,
      amount: -100 * (5 + ((user.userId + p) % 400)),
      operationType: transfer ? ('TRANSFER' as const) : ('SIMPLE' as const),
      memo: `Prévision ${p + 1}`,
    };
  });
}

async function insertPlans(db: Db, users: BenchUser[], plans: number, benchDay: string) {
  const rows = users.flatMap((user) => planRows(user, plans, benchDay));
  const category = new Map(users.map((user) => [user.userId, user.categoryId]));
  await inBatches(rows, async (batch) => {
    const inserted = await db.kysely
      .insertInto('echeances')
      .values(batch)
      .returning(['id', 'userId', 'amount'])
      .execute();
    await db.kysely
      .insertInto('echeanceSplits')
      .values(
        inserted.map((row) => ({
          userId: row.userId,
          echeanceId: row.id,
          categoryId: category.get(row.userId)!,
          amount: row.amount,
        })),
      )
      .execute();
  });
}

/** Migrates and adds `users` users with `plans` autoSave plans each, due from `benchDay` on. */
export async function seedAutoSave(db: Db, users: number, plans: number, benchDay: string) {
  await migrateToLatest(db.kysely);
  for (let first = 1; first <= users; first += BATCH) {
    const batch = await insertUsers(db, first, Math.min(BATCH, users - first + 1));
    await insertPlans(db, batch, plans, benchDay);
  }
}
