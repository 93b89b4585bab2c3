import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeOnDatabases } from '../../test/databases';
import { findUserByLogin } from '../users/users.service';
import { seedDemo } from './demo';

describeOnDatabases('seedDemo', (ctx) => {
  it('creates the demo user with about three years of data, only once', async () => {
    expect(await seedDemo(ctx.db.kysely)).toEqual({ created: true });
    expect(await seedDemo(ctx.db.kysely)).toEqual({ created: false });

    const db = ctx.db.kysely;
    const demo = await findUserByLogin(db, 'demo');
    expect(demo).toMatchObject({
      usageName: 'Camille Demo',
      email: 'demo@pecule.local',
      active: 1,
    });
    const operations = await db
      .selectFrom('operations')
      .select(sql<number>`count(*)`.as('n'))
      .where('userId', '=', demo!.id)
      .executeTakeFirstOrThrow();
    expect(Number(operations.n)).toBe(2_500);
    const preferences = await db
      .selectFrom('preferences')
      .innerJoin('accounts', 'accounts.id', 'preferences.mainAccountId')
      .select(['accounts.name', 'preferences.currencyId'])
      .where('preferences.userId', '=', demo!.id)
      .executeTakeFirstOrThrow();
    expect(preferences).toEqual({ name: 'Compte courant', currencyId: 1 });
    // The terms in force are agreed (what the session read's agreedCgu tells every request).
    const agreement = await db
      .selectFrom('cgus')
      .innerJoin('cguAgreements', 'cguAgreements.cguId', 'cgus.id')
      .select('cguAgreements.agreedAt')
      .where('cgus.used', '=', 1)
      .where('cguAgreements.userId', '=', demo!.id)
      .executeTakeFirst();
    expect(agreement?.agreedAt).toBeTruthy();
  });

  it("gives every operation split parts that sum to the operation's amount", async () => {
    const db = ctx.db.kysely;
    const mismatches = await db
      .selectFrom('operations as o')
      .leftJoin('splitOperations as s', 's.operationId', 'o.id')
      .select(['o.id', 'o.amount', sql<number>`cast(sum(s.amount) as bigint)`.as('parts')])
      .groupBy(['o.id', 'o.amount'])
      .having(sql<boolean>`sum(s.amount) is null or sum(s.amount) <> o.amount`)
      .execute();
    expect(mismatches).toEqual([]);
    const split = await db
      .selectFrom('splitOperations')
      .select('operationId')
      .groupBy('operationId')
      .having(sql<boolean>`count(*) > 1`)
      .execute();
    expect(split.length).toBeGreaterThan(50);
  });

  it('links the two legs of each transfer to each other, with opposite amounts', async () => {
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
      .where('o.operationType', '=', 'TRANSFER')
      .execute();
    expect(legs.length).toBeGreaterThan(140);
    expect(
      legs.every((l) => l.back === l.id && l.accountId !== l.otherAccountId && l.total === 0),
    ).toBe(true);
  });
});
