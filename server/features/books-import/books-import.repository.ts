import type { BooksSource } from '../../../contract/books-import';
import type { Executor } from '../../db/database';

// The person's books as an import of foreign books matches against them (read only; the writes
// go through each feature's services). Every query is scoped by the owner.

export function findAccounts(db: Executor, userId: number) {
  return db
    .selectFrom('accounts as a')
    .innerJoin('currencies as c', 'c.id', 'a.currencyId')
    .select(['a.id', 'a.name', 'c.abrv as currency'])
    .where('a.userId', '=', userId)
    .orderBy('a.id')
    .execute();
}

export function findCategories(db: Executor, userId: number) {
  return db
    .selectFrom('categories')
    .select(['id', 'parentId', 'name', 'debitCredit'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findNamed(db: Executor, userId: number, table: 'payees' | 'tags' | 'banks') {
  return db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findPlans(db: Executor, userId: number) {
  return db
    .selectFrom('echeances')
    .select(['accountId', 'amount', 'frequency', 'memo'])
    .where('userId', '=', userId)
    .execute();
}

export async function findBudgetNames(db: Executor, userId: number) {
  const rows = await db.selectFrom('budgets').select('name').where('userId', '=', userId).execute();
  return rows.map((row) => row.name);
}

/** The bank ids of operations an earlier import of that source brought (`books:<SOURCE>:…`). */
export async function findImportedIdentities(db: Executor, userId: number, source: BooksSource) {
  const prefix = `books:${source}:`;
  // The next text after every one that starts with the prefix (':' + 1 is ';').
  const after = `books:${source};`;
  const rows = await db
    .selectFrom('operations')
    .select(['bankId', 'accountId'])
    .where('userId', '=', userId)
    .where('bankId', '>=', prefix)
    .where('bankId', '<', after)
    .execute();
  return new Map(rows.map((row) => [row.bankId!, row.accountId]));
}

/** Currency ids by their ISO code (reference data shared by every user). */
export async function findCurrencyIds(db: Executor) {
  const rows = await db.selectFrom('currencies').select(['id', 'abrv']).execute();
  return new Map(rows.map((row) => [row.abrv, row.id]));
}
