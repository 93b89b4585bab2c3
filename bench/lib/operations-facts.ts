import { sql } from 'kysely';
import type { Db } from '../../server/db/database';
import { PERSON } from './operations-data';

// What the operations benchmark asks for, read from its database: the main account, its
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

/** The main account of the preferences (the one the screen opens), its first and last dates. */
async function mainAccount(db: Db, userId: number) {
  const { mainAccountId } = await db.kysely
    .selectFrom('preferences')
    .select('mainAccountId')
    .where('userId', '=', userId)
    .executeTakeFirstOrThrow();
  const accountId = mainAccountId!;
  const dates = await db.kysely
    .selectFrom('operations')
    .select([sql<string | null>`min(date)`.as('first'), sql<string | null>`max(date)`.as('last')])
    .where('userId', '=', userId)
    .where('accountId', '=', accountId)
    .executeTakeFirstOrThrow();
  return { accountId, ...dates };
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
  const { accountId, first, last } = await mainAccount(db, user.id);
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

/** Payee names of the most operations under 1,200 (the search may find them in memos too). */
export async function searchCandidates(db: Db, userId: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('operations as o')
    .innerJoin('payees as p', 'p.id', 'o.payeeId')
    .select('p.name')
    .where('o.userId', '=', userId)
    .groupBy('p.name')
    .having(sql`count(*)`, '<=', 1_200)
    .orderBy(sql`count(*)`, 'desc')
    .limit(5)
    .execute();
  return rows.map((row) => row.name);
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
