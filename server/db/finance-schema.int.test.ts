import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { insertUser } from '../test/finance-fixtures';
import type { Executor } from './database';

const USER_TABLES = [
  'preferences',
  'banks',
  'accounts',
  'categories',
  'payees',
  'payeeKeywords',
  'tags',
  'operations',
  'splitOperations',
  'splitOperationTags',
  'budgets',
  'budgetAccounts',
] as const;

/** A user with a bank, an account, a category, a tag and one operation split in two parts. */
async function insertUserWithData(db: Executor, login: string) {
  const userId = await insertUser(db, login);
  const bank = await db
    .insertInto('banks')
    .values({ userId, name: 'Crédit Mutuel', bankNameId: 4 })
    .returning('id')
    .executeTakeFirstOrThrow();
  const account = await db
    .insertInto('accounts')
    .values({ userId, bankId: bank.id, name: 'Compte courant', initialBalance: 10_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.insertInto('preferences').values({ userId, mainAccountId: account.id }).execute();
  const [food, home] = await Promise.all(
    ['Supermarché', 'Équipement de la maison'].map((name) =>
      db
        .insertInto('categories')
        .values({ userId, name, debitCredit: -1, level: 1 })
        .returning('id')
        .executeTakeFirstOrThrow(),
    ),
  );
  const payee = await db
    .insertInto('payees')
    .values({ userId, name: 'Carrefour' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('payeeKeywords')
    .values({ userId, payeeId: payee.id, keyword: 'CARREFOUR' })
    .execute();
  const tag = await db
    .insertInto('tags')
    .values({ userId, name: 'Vacances' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const budget = await db
    .insertInto('budgets')
    .values({ userId, name: 'Budget', startDate: '2024-01-01' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('budgetAccounts')
    .values({ userId, budgetId: budget.id, accountId: account.id })
    .execute();
  const operation = await db
    .insertInto('operations')
    .values({
      userId,
      accountId: account.id,
      date: '2024-03-09',
      valueDate: '2024-03-10',
      amount: -12_345,
      payeeId: payee.id,
      typeId: 1,
      createdAt: '2024-03-09T10:00:00Z',
      updatedAt: '2024-03-09T10:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const split = {
    userId,
    operationId: operation.id,
    accountId: account.id,
    valueDate: '2024-03-10',
  };
  const parts = await db
    .insertInto('splitOperations')
    .values([
      { ...split, categoryId: food?.id ?? null, amount: -10_000 },
      { ...split, categoryId: home?.id ?? null, amount: -2_345 },
    ])
    .returning('id')
    .execute();
  await db
    .insertInto('splitOperationTags')
    .values(parts.map((p) => ({ userId, splitOperationId: p.id, tagId: tag.id })))
    .execute();
  return { userId, accountId: account.id, operationId: operation.id, categoryId: food?.id ?? 0 };
}

async function countRows(db: Executor, userId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of USER_TABLES) {
    const row = await db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as('n'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

describeOnDatabases('finance schema', (ctx) => {
  let data: Awaited<ReturnType<typeof insertUserWithData>>;
  beforeAll(async () => {
    data = await insertUserWithData(ctx.db.kysely, 'alice');
  });

  it('holds the reference banks, operation types and a 3-level template category tree', async () => {
    const db = ctx.db.kysely;
    const banks = await db.selectFrom('bankNames').select('name').execute();
    expect(banks.length).toBeGreaterThanOrEqual(20);
    const types = await db.selectFrom('operationTypes').select('abrv').execute();
    expect(types.map((t) => t.abrv)).toEqual(expect.arrayContaining(['CB', 'CHQ', 'VIR', 'PRLV']));
    const templates = await db
      .selectFrom('categories')
      .selectAll()
      .where('userId', 'is', null)
      .execute();
    expect(new Set(templates.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    const roots = templates.filter((c) => c.parentId === null).map((c) => c.name);
    expect(roots).toEqual(expect.arrayContaining(['Logement', 'Alimentation', 'Salaires']));
  });

  it('stores an operation with its split parts and tags', async () => {
    const db = ctx.db.kysely;
    const sum = await db
      .selectFrom('splitOperations')
      .select(sql<number>`cast(sum(amount) as bigint)`.as('total'))
      .where('operationId', '=', data.operationId)
      .executeTakeFirstOrThrow();
    expect(sum.total).toBe(-12_345);
    expect(await countRows(db, data.userId)).toMatchObject({
      splitOperations: 2,
      splitOperationTags: 2,
    });
  });

  it("refuses a row that points at another user's account", async () => {
    const db = ctx.db.kysely;
    const bob = await insertUser(db, 'bob');
    const insert = db
      .insertInto('operations')
      .values({
        userId: bob,
        accountId: data.accountId,
        date: '2024-03-09',
        valueDate: '2024-03-09',
        amount: 100,
        createdAt: '2024-03-09T10:00:00Z',
        updatedAt: '2024-03-09T10:00:00Z',
      })
      .execute();
    await expect(insert).rejects.toThrow(/foreign key/i);
  });

  it('refuses to delete a category in use', async () => {
    const remove = ctx.db.kysely
      .deleteFrom('categories')
      .where('id', '=', data.categoryId)
      .execute();
    await expect(remove).rejects.toThrow(/foreign key/i);
  });

  it('keeps one favourite budget per user', async () => {
    const db = ctx.db.kysely;
    const favorite = {
      userId: data.userId,
      name: 'F',
      startDate: '2024-01-01',
      favorite: 1 as const,
    };
    await db.insertInto('budgets').values(favorite).execute();
    await expect(db.insertInto('budgets').values(favorite).execute()).rejects.toThrow(/unique/i);
  });

  it('deletes all the data of a user with the user, in one statement', async () => {
    const db = ctx.db.kysely;
    const other = await insertUserWithData(db, 'carol');
    await db.deleteFrom('users').where('id', '=', data.userId).execute();
    const left = await countRows(db, data.userId);
    expect(Object.values(left).every((n) => n === 0)).toBe(true);
    expect((await countRows(db, other.userId)).splitOperations).toBe(2);
  });

  it('sums a month × category report from the covering index alone (SQLite plan)', async (test) => {
    if (ctx.db.dialect !== 'sqlite') test.skip();
    const plan = await sql<{ detail: string }>`
      explain query plan
      select category_id, substr(value_date, 1, 7) as month, sum(amount)
      from split_operations
      where user_id = ${1} and value_date >= ${'2024-01-01'} and value_date < ${'2025-01-01'}
      group by category_id, month`.execute(ctx.db.kysely);
    const details = plan.rows.map((r) => r.detail).join('\n');
    expect(details).toContain('COVERING INDEX split_operations_category_sum_idx');
  });
});
