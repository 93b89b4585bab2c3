import type { Executor } from '../../db/database';

// The reads of a person's export: every row they own, each query scoped by the owner's id, in
// the order the document lists them (ids ascending, categories parents first).

export function findPreferences(db: Executor, userId: number) {
  return db.selectFrom('preferences').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export function findTags(db: Executor, userId: number) {
  return db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findBanks(db: Executor, userId: number) {
  return db
    .selectFrom('banks')
    .select(['id', 'name', 'bankNameId'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

export function findAccounts(db: Executor, userId: number) {
  return db.selectFrom('accounts').selectAll().where('userId', '=', userId).orderBy('id').execute();
}

export async function findPayees(db: Executor, userId: number) {
  const [payees, keywords, tags, splits, splitTags] = await Promise.all([
    db.selectFrom('payees').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('payeeKeywords')
      .select(['payeeId', 'keyword'])
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db.selectFrom('payeeTags').select(['payeeId', 'tagId']).where('userId', '=', userId).execute(),
    db
      .selectFrom('payeeSplitTemplates')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('payeeSplitTemplateTags')
      .select(['splitTemplateId', 'tagId'])
      .where('userId', '=', userId)
      .execute(),
  ]);
  return { payees, keywords, tags, splits, splitTags };
}

export async function findBudgets(db: Executor, userId: number) {
  const [budgets, accounts, goals] = await Promise.all([
    db.selectFrom('budgets').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('budgetAccounts')
      .select(['budgetId', 'accountId'])
      .where('userId', '=', userId)
      .execute(),
    db.selectFrom('budgetGoals').selectAll().where('userId', '=', userId).orderBy('id').execute(),
  ]);
  return { budgets, accounts, goals };
}

export async function findEcheances(db: Executor, userId: number) {
  const [plans, splits, splitTags, budgets, occurrences] = await Promise.all([
    db.selectFrom('echeances').selectAll().where('userId', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('echeanceSplits')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('echeanceSplitTags')
      .select(['echeanceSplitId', 'tagId'])
      .where('userId', '=', userId)
      .execute(),
    db
      .selectFrom('echeanceBudgets')
      .select(['echeanceId', 'budgetId'])
      .where('userId', '=', userId)
      .execute(),
    db
      .selectFrom('echeanceOccurrences')
      .select(['echeanceId', 'dueDate', 'state', 'operationId'])
      .where('userId', '=', userId)
      .where('operationId', 'is not', null)
      .orderBy('id')
      .execute(),
  ]);
  return { plans, splits, splitTags, budgets, occurrences };
}

/** Every operation of the user, without its parts (a row is small: 200,000 fit in memory). */
export function findOperations(db: Executor, userId: number) {
  return db
    .selectFrom('operations')
    .select([
      'id',
      'accountId',
      'transferId',
      'date',
      'valueDate',
      'amount',
      'state',
      'typeId',
      'payeeId',
      'memo',
      'echeanceId',
      'bankId',
      'fingerprint',
      'occurrence',
    ])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** The parts of the operations whose ids are between `from` and `to`, and their tags. */
export async function findParts(db: Executor, userId: number, from: number, to: number) {
  const parts = await db
    .selectFrom('splitOperations')
    .select(['id', 'operationId', 'categoryId', 'amount', 'memo'])
    .where('userId', '=', userId)
    .where('operationId', '>=', from)
    .where('operationId', '<=', to)
    .orderBy('id')
    .execute();
  const tags = await db
    .selectFrom('splitOperationTags as t')
    .innerJoin('splitOperations as s', 's.id', 't.splitOperationId')
    .select(['t.splitOperationId', 't.tagId'])
    .where('t.userId', '=', userId)
    .where('s.operationId', '>=', from)
    .where('s.operationId', '<=', to)
    .execute();
  return { parts, tags };
}

/** Whether the user owns any books (a new account holds only its standard category tree). */
export async function hasBooks(db: Executor, userId: number): Promise<boolean> {
  const tables = [
    'banks',
    'accounts',
    'operations',
    'payees',
    'tags',
    'echeances',
    'budgets',
  ] as const;
  for (const table of tables) {
    const row = await db
      .selectFrom(table)
      .select('id')
      .where('userId', '=', userId)
      .limit(1)
      .executeTakeFirst();
    if (row) return true;
  }
  return false;
}
