import { expect, it } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { givenUser } from '../test/test-app';
import { SQLITE_MAX_BOUND_VALUES } from './bind-limit';
import { bulkInsert, bulkInsertReturningIds } from './bulk-insert';

describeOnDatabases('bulkInsert', (ctx) => {
  it('inserts many rows, and in statements of maxRows, values and NULLs in their columns', async () => {
    const user = await givenUser(ctx.db);
    const rows = Array.from({ length: 7_001 }, (_, i) => ({
      userId: user.id,
      name: `Tiers ${i}`,
      nameFolded: `TIERS ${i}`,
      amountCredit: i % 2 === 0 ? null : i,
    }));
    await ctx.db.kysely.transaction().execute((trx) => bulkInsert(trx, 'payees', rows));
    const more = rows.slice(0, 3).map((row) => ({ ...row, name: `${row.name} bis` }));
    await bulkInsert(ctx.db.kysely, 'payees', more, 2);
    const stored = await ctx.db.kysely
      .selectFrom('payees')
      .select(['name', 'amountCredit'])
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(stored).toHaveLength(7_004);
    expect(stored.slice(0, 2)).toEqual([
      { name: 'Tiers 0', amountCredit: null },
      { name: 'Tiers 1', amountCredit: 1 },
    ]);
    expect(stored.at(-1)).toEqual({ name: 'Tiers 2 bis', amountCredit: null });
    expect(stored.at(-4)).toEqual({ name: 'Tiers 7000', amountCredit: null });
  });

  it('splits rows holding more values than a statement may bind, ids in the order of the rows', async () => {
    const user = await givenUser(ctx.db);
    const count = Math.ceil(SQLITE_MAX_BOUND_VALUES / 3) + 1_000;
    const rows = Array.from({ length: count }, (_, i) => ({
      userId: user.id,
      name: `Payee ${i}`,
      nameFolded: `PAYEE ${i}`,
    }));
    const ids = await bulkInsertReturningIds(ctx.db.kysely, 'payees', rows);
    const stored = await ctx.db.kysely
      .selectFrom('payees')
      .select(['id', 'name'])
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(stored.map((row) => row.name)).toEqual(rows.map((row) => row.name));
    expect(ids).toEqual(stored.map((row) => row.id));
  });
});

describeOnDatabases('bulkInsert, values that arrays must carry intact', (ctx) => {
  it('writes quotes, backslashes, braces, commas, the word NULL, empty and non-Latin text as given', async () => {
    const user = await givenUser(ctx.db);
    const names = [
      '"quoted"',
      'back\\slash',
      '{braces}',
      'a, b',
      'NULL',
      '',
      'café 🧾',
      ' spaced ',
    ];
    const rows = names.map((name, i) => ({
      userId: user.id,
      name: `${i}:${name}`,
      nameFolded: name,
      amountCredit: i === 0 ? 9_007_199_254_740_991 : i === 1 ? -1 : null,
    }));
    await bulkInsert(ctx.db.kysely, 'payees', rows);
    const stored = await ctx.db.kysely
      .selectFrom('payees')
      .select(['name', 'nameFolded', 'amountCredit'])
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(stored).toEqual(
      rows.map(({ name, nameFolded, amountCredit }) => ({ name, nameFolded, amountCredit })),
    );
  });
});
