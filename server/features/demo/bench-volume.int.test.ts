import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { createGeneratedUser } from './demo';

// The benchmark user's shape (db:seed --accounts 20 --years N), smaller: what the database holds.
const OPTIONS = { operations: 24_000, seed: 3, years: 10, endDate: '2026-06-30' };
const PERSON = { login: 'bulk', password: 'bench1234', usageName: 'B', email: 'b@x.local' };

describeOnDatabases('generated benchmark volume', (ctx) => {
  let userId = 0;

  // Generating 24,000 operations takes seconds, more on a loaded machine: once, with room.
  beforeAll(async () => {
    userId = await createGeneratedUser(ctx.db.kysely, PERSON, {
      ...OPTIONS,
      volume: { accounts: 20 },
    });
    // As db:seed does: without statistics on the fresh rows, PostgreSQL once planned the
    // grouping query below so badly that it ran past its 20 s on a loaded machine.
    await sql`ANALYZE operations`.execute(ctx.db.kysely);
  }, 180_000);

  it('spreads the operations over the 20 accounts, within the period', async () => {
    const db = ctx.db.kysely;
    const rows = await db
      .selectFrom('accounts as a')
      .leftJoin('operations as o', 'o.accountId', 'a.id')
      .select((eb) => [
        'a.id',
        eb.fn.count<number>('o.id').as('n'),
        eb.fn.min('o.date').as('first'),
        eb.fn.max('o.date').as('last'),
      ])
      .where('a.userId', '=', userId)
      .groupBy('a.id')
      .execute();
    expect(rows).toHaveLength(20);
    expect(rows.reduce((sum, r) => sum + Number(r.n), 0)).toBe(24_000);
    for (const row of rows) {
      expect(Number(row.n)).toBeGreaterThan(0);
      expect(String(row.first) >= '2016-07-01' && String(row.last) <= '2026-06-30').toBe(true);
    }
  });

  it('gives no amount to more than 5 % of an account’s operations (100 or more)', async () => {
    const top = await ctx.db.kysely
      .selectFrom((eb) =>
        eb
          .selectFrom('operations')
          .select(['accountId', eb.fn.countAll<number>().as('n')])
          .where('userId', '=', userId)
          .groupBy(['accountId', 'amount'])
          .as('byAmount'),
      )
      .innerJoin(
        (eb) =>
          eb
            .selectFrom('operations')
            .select(['accountId', eb.fn.countAll<number>().as('total')])
            .where('userId', '=', userId)
            .groupBy('accountId')
            .as('byAccount'),
        (join) => join.onRef('byAccount.accountId', '=', 'byAmount.accountId'),
      )
      .select([
        'byAccount.accountId',
        'byAccount.total',
        (eb) => eb.fn.max('byAmount.n').as('most'),
      ])
      .groupBy(['byAccount.accountId', 'byAccount.total'])
      .execute();
    const large = top.filter((r) => Number(r.total) >= 100);
    expect(large.length).toBeGreaterThan(10);
    for (const row of large) expect(Number(row.most) / Number(row.total)).toBeLessThanOrEqual(0.05);
  });

  it('links transfers in pairs of opposite amounts on two accounts', async () => {
    const legs = await ctx.db.kysely
      .selectFrom('operations as o')
      .innerJoin('operations as other', 'other.id', 'o.transferId')
      .select([
        'o.id',
        'other.transferId as back',
        'o.accountId',
        'other.accountId as otherAccountId',
        sql<number>`o.amount + other.amount`.as('total'),
      ])
      .where('o.userId', '=', userId)
      .execute();
    expect(legs.length).toBeGreaterThan(1_000);
    for (const leg of legs) {
      expect(Number(leg.back)).toBe(Number(leg.id));
      expect(leg.accountId).not.toBe(leg.otherAccountId);
      expect(Number(leg.total)).toBe(0);
    }
  });

  it('keeps the demo’s four accounts when no volume is asked', async () => {
    const db = ctx.db.kysely;
    const other = await createGeneratedUser(
      db,
      { ...PERSON, login: 'small', email: 's@x.local' },
      { operations: 300, seed: 4 },
    );
    const accounts = await db
      .selectFrom('accounts')
      .select('id')
      .where('userId', '=', other)
      .execute();
    expect(accounts).toHaveLength(4);
  });
});
