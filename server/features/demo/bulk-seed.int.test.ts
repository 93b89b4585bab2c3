import { beforeAll, expect, it } from 'vitest';
import type { Executor } from '../../db/database';
import { describeOnDatabases } from '../../test/databases';
import { expectRollupsExact } from '../../test/rollup-fixtures';
import { createTestApp, TestClient } from '../../test/test-app';
import { findUserByLogin } from '../users/users.service';
import { createGeneratedUsersInBulk } from './bulk-seed';
import { createGeneratedUser } from './demo';

// db:seed's bulk path (thousands of users) must leave what the one-by-one path leaves.

const OPTIONS = { operations: 200, endDate: '2026-06-30' };
const person = (login: string) => ({
  login,
  password: 'bench1234',
  usageName: login,
  email: `${login}@pecule.local`,
});

/** A user's operations as the app shows them: by account name, without ids. */
async function booksByName(db: Executor, userId: number) {
  const rows = await db
    .selectFrom('operations as o')
    .innerJoin('accounts as a', 'a.id', 'o.accountId')
    .leftJoin('operations as t', 't.id', 'o.transferId')
    .leftJoin('accounts as ta', 'ta.id', 't.accountId')
    .leftJoin('payees as p', 'p.id', 'o.payeeId')
    .select([
      'a.name as account',
      'o.date',
      'o.valueDate',
      'o.amount',
      'o.state',
      'o.memo',
      'o.operationType',
      'ta.name as transferAccount',
      'p.name as payee',
    ])
    .where('o.userId', '=', userId)
    .orderBy('o.id')
    .execute();
  const parts = await db
    .selectFrom('splitOperations as s')
    .leftJoin('categories as c', 'c.id', 's.categoryId')
    .leftJoin('splitOperationTags as st', 'st.splitOperationId', 's.id')
    .leftJoin('tags as t', 't.id', 'st.tagId')
    .select(['s.amount', 'c.name as category', 't.name as tag'])
    .where('s.userId', '=', userId)
    .orderBy('s.id')
    .orderBy('t.name')
    .execute();
  return { rows, parts };
}

describeOnDatabases('db:seed in bulk', (ctx) => {
  const ids: number[] = [];

  beforeAll(async () => {
    const people = ['bulk1', 'bulk2', 'bulk3'].map((login, i) => ({
      person: person(login),
      options: { ...OPTIONS, seed: i + 1 },
    }));
    await createGeneratedUsersInBulk(ctx.db.kysely, people, { batch: 2 });
    for (const { person } of people) {
      ids.push((await findUserByLogin(ctx.db.kysely, person.login))!.id);
    }
  }, 120_000);

  it('keeps every user’s account and category rollups exact', async () => {
    for (const userId of ids) await expectRollupsExact(ctx.db.kysely, userId);
  });

  it('writes the data the one-by-one generator writes for the same seed', async () => {
    const db = ctx.db.kysely;
    const single = await createGeneratedUser(db, person('single2'), { ...OPTIONS, seed: 2 });
    const bulk = await booksByName(db, ids[1]!);
    expect(bulk.rows).toHaveLength(200);
    expect(bulk.rows.some((row) => row.transferAccount !== null)).toBe(true);
    expect(bulk).toEqual(await booksByName(db, single));
  });

  it('lets a generated user sign in with bench1234', async () => {
    const client = new TestClient(createTestApp(ctx.db));
    expect((await client.signIn('bulk3', 'bench1234')).status).toBe(200);
    expect((await client.get('/api/bank')).status).toBe(200);
  });
});
