import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../test/databases';
import { givenBooks, operation, type Books } from '../../../test/operation-fixtures';
import { expectRollupsExact, storedSums } from '../../../test/rollup-fixtures';
import { accountBalance } from '../read/operations-balance.service';
import { writeOperations } from './operations-write.service';

describeOnDatabases('operations write path keeps the rollups', (ctx) => {
  let b: Books;
  const write = (...changes: Parameters<typeof writeOperations>[2]) =>
    writeOperations(ctx.db.kysely, b.userId, changes);

  beforeEach(async () => {
    b = await givenBooks(ctx.db);
  });

  it('creates an operation with split parts and tags', async () => {
    const { created } = await write({
      kind: 'create',
      operation: {
        ...operation(b.current, -3_000, '2024-03-31'),
        valueDate: '2024-04-02',
        state: 'P',
        parts: [
          { categoryId: b.groceries, amount: -2_000, tagIds: [b.tagId, b.tagId] },
          { categoryId: b.leisure, amount: -1_000, memo: 'cinéma' },
        ],
      },
    });
    expect(created).toHaveLength(1);
    await expectRollupsExact(ctx.db.kysely, b.userId);
    const sums = await storedSums(ctx.db.kysely, b.userId);
    expect(sums.accounts[`${b.current}/2024-03`]).toEqual({
      total: -3_000,
      pointedTotal: -3_000,
      count: 1,
    });
    expect(sums.categories[`${b.current}/${b.groceries}/2024-04/0`]).toEqual({
      total: -2_000,
      count: 1,
    });
  });

  it('keeps the planned operation an operation came from through an edit that does not name it', async () => {
    const k = ctx.db.kysely;
    const echeance = await k
      .insertInto('echeances')
      .values({ userId: b.userId, accountId: b.current, beginDate: '2024-01-01', amount: -1_500 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [id] = (
      await write({
        kind: 'create',
        operation: { ...operation(b.current, -1_500), echeanceId: echeance.id },
      })
    ).created;
    await write({ kind: 'update', id: id!, operation: operation(b.current, -1_600) });
    const row = await k
      .selectFrom('operations')
      .select('echeanceId')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.echeanceId).toBe(echeance.id);
  });

  it('updates, points, re-splits and deletes, the rollups following each write', async () => {
    const k = ctx.db.kysely;
    const [id] = (await write({ kind: 'create', operation: operation(b.current, -1_500) })).created;
    const other = (await write({ kind: 'create', operation: operation(b.current, 900) })).created;
    await expectRollupsExact(k, b.userId);
    await write({
      kind: 'update',
      id: id!,
      operation: operation(b.savings, -2_000, '2023-12-31', b.groceries),
    });
    await expectRollupsExact(k, b.userId);
    await write({ kind: 'point', ids: [id!, ...other], pointed: true });
    await expectRollupsExact(k, b.userId);
    await write({
      kind: 'replaceParts',
      id: id!,
      parts: [
        { categoryId: b.groceries, amount: -500 },
        { categoryId: null, amount: -1_500 },
      ],
    });
    await expectRollupsExact(k, b.userId);
    await write({ kind: 'categorise', ids: [id!], categoryId: b.leisure, tagIds: [b.tagId] });
    await expectRollupsExact(k, b.userId);
    const row = await k
      .selectFrom('operations')
      .select('version')
      .where('id', '=', id!)
      .executeTakeFirstOrThrow();
    expect(row.version).toBe(5);
    await write({ kind: 'delete', ids: [id!, ...other] });
    await expectRollupsExact(k, b.userId);
    expect(await storedSums(k, b.userId)).toEqual({ accounts: {}, categories: {} });
  });

  it('writes a transfer as two linked legs, edited and deleted together', async () => {
    const k = ctx.db.kysely;
    const { created } = await write({
      kind: 'createTransfer',
      source: operation(b.current, -5_000),
      target: operation(b.savings, 5_000),
    });
    const [source, target] = created as [number, number];
    const legs = await k
      .selectFrom('operations')
      .select(['id', 'operationType', 'transferId'])
      .where('id', 'in', created)
      .orderBy('id')
      .execute();
    expect(legs).toEqual([
      { id: source, operationType: 'TRANSFER', transferId: target },
      { id: target, operationType: 'TRANSFER', transferId: source },
    ]);
    await expectRollupsExact(k, b.userId);
    await write({
      kind: 'updateTransfer',
      id: target,
      source: operation(b.savings, 7_000, '2024-05-01'),
      target: operation(b.current, -7_000, '2024-05-01'),
    });
    await expectRollupsExact(k, b.userId);
    await write({ kind: 'delete', ids: [source] });
    expect(
      await k.selectFrom('operations').select('id').where('userId', '=', b.userId).execute(),
    ).toEqual([]);
    await expectRollupsExact(k, b.userId);
  });

  it('detaches the transfers of deleted accounts and drops their rollups', async () => {
    const k = ctx.db.kysely;
    await write(
      {
        kind: 'createTransfer',
        source: operation(b.current, -5_000),
        target: operation(b.savings, 5_000),
      },
      { kind: 'create', operation: operation(b.savings, 100, '2024-02-01', b.salary) },
    );
    await write({ kind: 'deleteAccounts', accountIds: [b.current] });
    await expectRollupsExact(k, b.userId);
    const sums = await storedSums(k, b.userId);
    expect(Object.keys(sums.accounts).every((key) => !key.startsWith(`${b.current}/`))).toBe(true);
    expect(sums.categories[`${b.savings}/null/2024-03/0`]).toEqual({ total: 5_000, count: 1 });
  });

  it('reads the balance from the earlier months and the month’s own lines', async () => {
    const k = ctx.db.kysely;
    await write(
      { kind: 'create', operation: { ...operation(b.current, -2_500, '2023-11-30'), state: 'P' } },
      { kind: 'create', operation: operation(b.current, 1_000, '2024-03-01') },
      { kind: 'create', operation: { ...operation(b.current, -700, '2024-03-20'), state: 'P' } },
    );
    expect(await accountBalance(k, b.userId, b.current, '2024-03-19')).toEqual({
      total: -1_500,
      pointed: -2_500,
    });
    expect(await accountBalance(k, b.userId, b.current, '2024-03-20')).toEqual({
      total: -2_200,
      pointed: -3_200,
    });
    expect(await accountBalance(k, b.userId, b.current, '2023-11-29')).toEqual({
      total: 0,
      pointed: 0,
    });
  });

  it('keeps the rollups exact under concurrent writes to the same rows', async () => {
    const k = ctx.db.kysely;
    const { created } = await write(
      { kind: 'create', operation: operation(b.current, -100, '2024-03-01', b.groceries) },
      {
        kind: 'createTransfer',
        source: operation(b.current, -50),
        target: operation(b.savings, 50),
      },
    );
    const [first, source, target] = created as [number, number, number];
    await Promise.all(
      Array.from({ length: 24 }, (_, i) => {
        if (i % 3 === 0)
          return write({ kind: 'point', ids: [first, target], pointed: i % 2 === 0 });
        if (i % 3 === 1) return write({ kind: 'point', ids: [source], pointed: i % 2 === 0 });
        const amount = -100 * (i + 1);
        return write({
          kind: 'create',
          operation: operation(b.current, amount, '2024-03-15', b.groceries),
        });
      }),
    );
    await expectRollupsExact(k, b.userId);
  });
});
