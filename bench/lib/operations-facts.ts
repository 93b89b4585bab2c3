import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { PERSON } from './operations-data';

// What the operations benchmark asks for, read from its database: the busiest account, its
// latest and oldest full months, three debit categories, and ids to delete.

export interface Facts {
  userId: number;
  accountId: number;
  categories: number[];
  /** yyyy-MM and the lines of that month; null in an empty database. */
  recent: { month: string; lines: number } | null;
  old: { month: string; lines: number } | null;
}

const monthAfter = (month: string, step: number) => {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + step);
  return date.toISOString().slice(0, 7);
};

async function busiestAccount(db: Db, userId: number) {
  const row = await db.kysely
    .selectFrom('operations')
    .select(['accountId', sql<string>`min(date)`.as('first'), sql<string>`max(date)`.as('last')])
    .where('userId', '=', userId)
    .groupBy('accountId')
    .orderBy(sql`count(*)`, 'desc')
    .executeTakeFirst();
  if (row) return row;
  const main = await db.kysely
    .selectFrom('preferences')
    .select('mainAccountId')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  return { accountId: main.mainAccountId!, first: null, last: null };
}

async function monthOf(db: Db, userId: number, accountId: number, month: string) {
  const row = await db.kysely
    .selectFrom('operations')
    .select(sql<number | string>`count(*)`.as('lines'))
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .where('date', '>=', `${month}-01`)
    .where('date', '<=', `${month}-31`)
    .executeTakeFirstOrThrow();
  return { month, lines: Number(row.lines) };
}

export async function readFacts(db: Db): Promise<Facts> {
  const user = await db.kysely
    .selectFrom('users')
    .select('id')
    .where('login', '=', PERSON.login)
    .executeTakeFirstOrThrow();
  const { accountId, first, last } = await busiestAccount(db, user.id);
  const categories = await db.kysely
    .selectFrom('categories')
    .select('id')
    .where('userId', '=', user.id)
    .where('debitCredit', '=', -1)
    .where('parentId', 'is not', null)
    .orderBy('id')
    .limit(3)
    .execute();
  const full = (date: string | null, step: number) =>
    date === null ? null : monthOf(db, user.id, accountId, monthAfter(date.slice(0, 7), step));
  return {
    userId: user.id,
    accountId,
    categories: categories.map((c) => c.id),
    recent: await full(last, -1),
    old: await full(first, 1),
  };
}

/** The first `count` ids of the user's simple operations (no transfer leg). */
export async function idsToDelete(db: Db, userId: number, count: number) {
  const rows = await db.kysely
    .selectFrom('operations')
    .select('id')
    .where('userId', '=', userId)
    .where('operationType', '=', 'SIMPLE')
    .orderBy('id')
    .limit(count)
    .execute();
  return rows.map((row) => row.id);
}
