import type { Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';
import type { PreferencesTable } from '../../db/schema';

const preferencesOfUser = prepared((db, userId: number) =>
  db.selectFrom('preferences').selectAll().where('userId', '=', userId),
);

export async function findPreferences(db: Executor, userId: number) {
  return (await preferencesOfUser(db, userId))[0];
}

/** The columns without a database default; the others take theirs. */
const DEFAULT_ROW = { mainAccountId: null, sortedCategoryIds: null, modeAutoImport: null };

export async function insertDefaultPreferences(db: Executor, userId: number): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ userId, ...DEFAULT_ROW })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** Writes some columns, creating the row with its defaults if there is none yet (one statement). */
export async function upsertPreferences(
  db: Executor,
  userId: number,
  changes: Updateable<PreferencesTable>,
): Promise<void> {
  await db
    .insertInto('preferences')
    .values({ ...DEFAULT_ROW, ...changes, userId })
    .onConflict((oc) => oc.column('userId').doUpdateSet(changes))
    .execute();
}

export async function updatePreferences(
  db: Executor,
  userId: number,
  changes: Updateable<PreferencesTable>,
): Promise<void> {
  await db.updateTable('preferences').set(changes).where('userId', '=', userId).execute();
}

/**
 * The main account's ownership is read here rather than asked of the accounts feature, which
 * depends on this one: an account cannot be deleted while it is the main account.
 */
export function findAccountOfUser(db: Executor, userId: number, accountId: number) {
  return db
    .selectFrom('accounts')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '=', accountId)
    .executeTakeFirst();
}

export function findCurrencies(db: Executor) {
  return db.selectFrom('currencies').selectAll().orderBy('id').execute();
}

export function findCurrency(db: Executor, id: number) {
  return db.selectFrom('currencies').select('id').where('id', '=', id).executeTakeFirst();
}
