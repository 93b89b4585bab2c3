import { sql } from 'kysely';
import type { Executor } from '../../db/database';

// Reference lists and usage figures of the admin area. The figures count rows of other areas'
// tables read-only, as one aggregate each: no feature's rules are involved.

export function findProfiles(db: Executor) {
  return db.selectFrom('profiles').select(['id', 'name', 'indexUrl']).orderBy('id').execute();
}

export function findProfile(db: Executor, profileId: number) {
  return db.selectFrom('profiles').selectAll().where('id', '=', profileId).executeTakeFirst();
}

export function findFunctionalities(db: Executor) {
  return db.selectFrom('functionalities').select(['id', 'code']).orderBy('id').execute();
}

export function countUsersPerProfile(db: Executor) {
  return db
    .selectFrom('profiles')
    .leftJoin('users', 'users.profileId', 'profiles.id')
    .select(['profiles.id', 'profiles.name', (eb) => eb.fn.count<number>('users.id').as('count')])
    .groupBy(['profiles.id', 'profiles.name'])
    .orderBy('profiles.id')
    .execute();
}

/** Sign-ups per month (yyyy-MM) since the given instant. */
export function countSignUpsPerMonth(db: Executor, since: string) {
  const month = sql<string>`substr(creation_date, 1, 7)`;
  return db
    .selectFrom('users')
    .select([month.as('month'), (eb) => eb.fn.countAll<number>().as('count')])
    .where('creationDate', '>=', since)
    .groupBy(month)
    .orderBy(month)
    .execute();
}

export async function countUsers(db: Executor, connectedSince?: string): Promise<number> {
  let query = db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('count'));
  if (connectedSince) query = query.where('lastConnection', '>=', connectedSince);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export async function countRows(
  db: Executor,
  table: 'operations' | 'importReports',
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Bank-sync connections: accounts linked to the aggregator (the sync tables come later). */
export async function countSyncedAccounts(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('biAccountId', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
