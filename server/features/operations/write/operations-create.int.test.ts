import { expect, it } from 'vitest';
import type { Executor } from '../../../db/database';
import { describeOnDatabases } from '../../../test/databases';
import { givenFinanceUser, type FinanceUser } from '../../../test/finance-fixtures';
import { expectRollupsExact, storedSums } from '../../../test/rollup-fixtures';
import { booksVersion } from '../read/operations-books-version.service';
import { createOperations, type OwnedCreation } from './operations-create.service';
import { rebuildRollups } from './operations-rollups.service';
import type { OperationInput } from './operations-write.model';

const debit = (accountId: number, amount: number, date: string): OperationInput => ({
  accountId,
  date,
  valueDate: date,
  amount,
  parts: [{ categoryId: null, amount }],
});

/** Per user: a split debit with a tag, a pointed credit, a transfer to the savings account. */
function creationsOf(user: FinanceUser, month: string): OwnedCreation[] {
  const { userId, accountId, savingsId, categoryId, tagId } = user;
  return [
    {
      userId,
      change: {
        kind: 'create',
        operation: {
          ...debit(accountId, -3_000, `${month}-03`),
          valueDate: `${month}-28`,
          parts: [
            { categoryId, amount: -2_000, memo: 'pain', tagIds: [tagId] },
            { categoryId: null, amount: -1_000 },
          ],
        },
      },
    },
    {
      userId,
      change: {
        kind: 'create',
        operation: { ...debit(accountId, 5_000, `${month}-05`), state: 'P' },
      },
    },
    {
      userId,
      change: {
        kind: 'createTransfer',
        source: debit(accountId, -700, `${month}-07`),
        target: debit(savingsId, 700, `${month}-07`),
      },
    },
  ];
}

const countOperations = async (db: Executor) =>
  Number(
    (
      await db
        .selectFrom('operations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describeOnDatabases('createOperations: many users at once', (ctx) => {
  async function givenUsers(db: Executor, count: number) {
    const users: FinanceUser[] = [];
    for (let i = 0; i < count; i += 1) {
      const user = await givenFinanceUser(db);
      await rebuildRollups(db, user.userId);
      users.push(user);
    }
    return users;
  }

  it('writes every user’s operations, parts, tags and transfers with rollups a rebuild agrees with', async () => {
    const db = ctx.db.kysely;
    const users = await givenUsers(db, 3);
    const versions = await Promise.all(users.map((user) => booksVersion(db, user.userId)));
    const items = users.flatMap((user, i) => creationsOf(user, `2024-0${i + 4}`));
    const created = await createOperations(db, items);

    expect(created.map((ids) => ids.length)).toEqual(
      items.map((item) => (item.change.kind === 'create' ? 1 : 2)),
    );
    for (const [i, item] of items.entries()) {
      const rows = await db
        .selectFrom('operations')
        .select(['id', 'userId', 'accountId', 'amount', 'state', 'operationType', 'transferId'])
        .where('id', 'in', created[i]!)
        .orderBy('id')
        .execute();
      const legs =
        item.change.kind === 'create'
          ? [item.change.operation]
          : [item.change.source, item.change.target];
      expect(rows.map((row) => [row.userId, row.accountId, row.amount])).toEqual(
        legs.map((leg) => [item.userId, leg.accountId, leg.amount]),
      );
      if (item.change.kind === 'createTransfer') {
        expect(rows.map((row) => row.transferId)).toEqual([rows[1]!.id, rows[0]!.id]);
      }
    }
    const tagged = await db
      .selectFrom('splitOperationTags')
      .select(['userId', 'tagId'])
      .where(
        'userId',
        'in',
        users.map((user) => user.userId),
      )
      .orderBy('userId')
      .execute();
    expect(tagged).toEqual(users.map((user) => ({ userId: user.userId, tagId: user.tagId })));
    for (const [i, user] of users.entries()) {
      await expectRollupsExact(db, user.userId);
      const kept = await storedSums(db, user.userId);
      await rebuildRollups(db, user.userId);
      expect(await storedSums(db, user.userId)).toEqual(kept);
      expect(await booksVersion(db, user.userId)).toBeGreaterThan(versions[i]!);
    }
  });

  it('refuses all of it, for every user, when one creation is refused', async () => {
    const db = ctx.db.kysely;
    const [a, b] = await givenUsers(db, 2);
    const before = await countOperations(db);
    const sums = [await storedSums(db, a!.userId), await storedSums(db, b!.userId)];
    const intoOthersAccount: OwnedCreation = {
      userId: b!.userId,
      change: {
        kind: 'createTransfer',
        source: debit(b!.accountId, -100, '2024-05-01'),
        target: debit(a!.savingsId, 100, '2024-05-01'),
      },
    };
    await expect(
      createOperations(db, [...creationsOf(a!, '2024-05'), intoOthersAccount]),
    ).rejects.toMatchObject({ status: 404 });
    const unbalanced: OwnedCreation = {
      userId: b!.userId,
      change: {
        kind: 'create',
        operation: { ...debit(b!.accountId, -100, '2024-05-01'), amount: -90 },
      },
    };
    await expect(
      createOperations(db, [...creationsOf(a!, '2024-05'), unbalanced]),
    ).rejects.toMatchObject({
      status: 400,
    });
    expect(await countOperations(db)).toBe(before);
    expect([await storedSums(db, a!.userId), await storedSums(db, b!.userId)]).toEqual(sums);
  });
});
