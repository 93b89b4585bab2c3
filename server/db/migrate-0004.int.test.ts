import { sql } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { describeOnDatabases, openEmptyDatabase, type OpenedDatabase } from '../test/databases';
import { insertUser, operationRow } from '../test/finance-fixtures';
import type { Executor } from './database';
import { createMigrator, migrateToLatest } from './migrator';

const TABLES = ['categories', 'operations', 'splitOperations', 'splitOperationTags'] as const;

async function openAt0003(kind: 'sqlite' | 'postgres'): Promise<OpenedDatabase> {
  const opened = await openEmptyDatabase(kind);
  const { error } = await (
    await createMigrator(opened.db.kysely)
  ).migrateTo('0003-account-security');
  if (error) throw error;
  return opened;
}

/** Data as 0003 allowed it: an old-style transfer pair, a lone leg, a part off its operation. */
async function insert0003Data(db: Executor) {
  const userId = await insertUser(db, 'before');
  const bank = await db
    .insertInto('banks')
    .values({ userId, name: 'B' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const [current, savings] = await db
    .insertInto('accounts')
    .values([
      { userId, bankId: bank.id, name: 'Courant', type: 'CU' },
      { userId, bankId: bank.id, name: 'Livret', type: 'LIVRET_A' },
    ])
    .returning('id')
    .execute();
  const accountId = current!.id;
  const template = await db
    .selectFrom('categories')
    .select('id')
    .where('userId', 'is', null)
    .where('level', '=', 1)
    .executeTakeFirstOrThrow();
  const category = await db
    .insertInto('categories')
    .values({ userId, name: 'Maison', debitCredit: -1, level: 1, similarId: template.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  const insertOp = (row: object) =>
    db
      .insertInto('operations')
      .values({ ...operationRow(userId, accountId), ...row })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((r) => r.id);
  const simple = await insertOp({});
  const source = await insertOp({ operationType: 'TRANSFER', amount: -700 });
  const target = await insertOp({ operationType: 'TRANSFER', amount: 700, accountId: savings!.id });
  const lone = await insertOp({ operationType: 'TRANSFER', transferId: 999_999 });
  await db
    .updateTable('operations')
    .set({ transferId: source })
    .where('id', 'in', [source, target])
    .execute();
  const split = { userId, operationId: simple, accountId, categoryId: category.id, amount: -500 };
  const parts = await db
    .insertInto('splitOperations')
    .values([
      { ...split, valueDate: '2024-03-10' },
      { ...split, valueDate: '2023-01-01' },
    ])
    .returning('id')
    .execute();
  const tag = await db
    .insertInto('tags')
    .values({ userId, name: 'T' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('splitOperationTags')
    .values({ userId, splitOperationId: parts[0]!.id, tagId: tag.id })
    .execute();
  const dropped = await insertOp({});
  await db.deleteFrom('operations').where('id', '=', dropped).execute();
  return { userId, accountId, simple, source, target, lone, dropped };
}

const count = async (db: Executor, table: (typeof TABLES)[number]) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnDatabases('migration 0004 on 0003 data', (ctx) => {
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.drop();
    opened = undefined;
  });

  it('keeps every row, links transfer legs to each other and realigns split parts', async () => {
    opened = await openAt0003(ctx.db.dialect);
    const db = opened.db.kysely;
    const data = await insert0003Data(db);
    const before = await Promise.all(TABLES.map((t) => count(db, t)));
    await migrateToLatest(db);
    expect(await Promise.all(TABLES.map((t) => count(db, t)))).toEqual(before);
    const legs = await db
      .selectFrom('operations')
      .select(['id', 'operationType', 'transferId'])
      .where('id', 'in', [data.source, data.target, data.lone])
      .orderBy('id')
      .execute();
    expect(legs).toEqual([
      { id: data.source, operationType: 'TRANSFER', transferId: data.target },
      { id: data.target, operationType: 'TRANSFER', transferId: data.source },
      { id: data.lone, operationType: 'SIMPLE', transferId: null },
    ]);
    const dates = await db
      .selectFrom('splitOperations')
      .select('valueDate')
      .where('operationId', '=', data.simple)
      .execute();
    expect(dates).toEqual([{ valueDate: '2024-03-10' }, { valueDate: '2024-03-10' }]);
    const next = await db
      .insertInto('operations')
      .values(operationRow(data.userId, data.accountId))
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBeGreaterThan(data.dropped);
  });

  it('refuses a row it cannot repair and changes nothing', async () => {
    opened = await openAt0003(ctx.db.dialect);
    const db = opened.db.kysely;
    const data = await insert0003Data(db);
    await db
      .insertInto('operations')
      .values(operationRow(data.userId, data.accountId, 0))
      .execute();
    await expect(migrateToLatest(db)).rejects.toThrow(/Migration 0004 refused/);
    const legs = await db
      .selectFrom('operations')
      .select('transferId')
      .where('id', '=', data.target)
      .executeTakeFirstOrThrow();
    expect(legs.transferId).toBe(data.source);
    const done = await db
      .selectFrom('kyselyMigration' as never)
      .select('name' as never)
      .execute();
    expect(done).toHaveLength(3);
    if (ctx.db.dialect === 'sqlite') {
      const fk = await sql<{
        on: number;
      }>`select foreign_keys as "on" from pragma_foreign_keys`.execute(db);
      expect(fk.rows[0]?.on).toBe(1);
    }
  });
});
