import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { MessageCode } from '../../contract/message-codes';
import { describeOnDatabases } from '../test/databases';
import { expectRefused, insertUser } from '../test/finance-fixtures';
import type { Executor } from './database';

interface Node {
  name: string;
  level: number;
  parentId?: number | null;
  debitCredit?: -1 | 1;
  similarId?: number | null;
}

const insert = (db: Executor, userId: number, node: Node) =>
  db
    .insertInto('categories')
    .values({ userId, debitCredit: -1, ...node })
    .returning('id')
    .executeTakeFirstOrThrow()
    .then((row) => row.id);

describeOnDatabases('finance integrity: categories', (ctx) => {
  let userId: number;
  let tree: { root: number; child: number; leaf: number; template: number };
  beforeAll(async () => {
    const db = ctx.db.kysely;
    userId = await insertUser(db);
    const template = await db
      .selectFrom('categories')
      .select('id')
      .where('userId', 'is', null)
      .where('level', '=', 2)
      .executeTakeFirstOrThrow();
    const root = await insert(db, userId, { name: 'Maison', level: 1 });
    const child = await insert(db, userId, {
      name: 'Énergie',
      level: 2,
      parentId: root,
      similarId: template.id,
    });
    const leaf = await insert(db, userId, { name: 'Gaz', level: 3, parentId: child });
    tree = { root, child, leaf, template: template.id };
  });

  const invalid = (node: Node) =>
    expectRefused(insert(ctx.db.kysely, userId, node), 400, MessageCode.validation);
  const notFound = (node: Node) =>
    expectRefused(insert(ctx.db.kysely, userId, node), 404, MessageCode.notFound);

  it("refuses a similar category that is not a template (the user's own or another's)", async () => {
    await notFound({ name: 'A', level: 1, similarId: tree.root });
    const other = await insertUser(ctx.db.kysely);
    const theirs = await insert(ctx.db.kysely, other, { name: 'B', level: 1 });
    await notFound({ name: 'B', level: 1, similarId: theirs });
  });

  it('refuses a child whose level is not its parent level + 1, or below level 3', async () => {
    await notFound({ name: 'Sous', level: 2, parentId: tree.leaf });
    await notFound({ name: 'Sous', level: 3, parentId: tree.root });
    await invalid({ name: 'Trop bas', level: 4, parentId: tree.leaf });
  });

  it('refuses a root below level 1 and a child at level 1', async () => {
    await invalid({ name: 'Racine', level: 2 });
    await invalid({ name: 'Enfant', level: 1, parentId: tree.root });
  });

  it('refuses a child in the other (credit) tree than its parent', async () => {
    await notFound({ name: 'Crédit', level: 2, parentId: tree.root, debitCredit: 1 });
  });

  it('refuses a second name under one parent, whatever its ASCII case', async () => {
    const exists = (node: Node) =>
      expectRefused(insert(ctx.db.kysely, userId, node), 409, MessageCode.categoryAlreadyExist);
    await exists({ name: 'gAZ', level: 3, parentId: tree.child });
    await exists({ name: 'MAISON', level: 1 });
    await insert(ctx.db.kysely, userId, { name: 'Maison', level: 1, debitCredit: 1 });
    await insert(ctx.db.kysely, userId, { name: 'Gaz', level: 2, parentId: tree.root });
  });

  it('moves a subtree when every level changes in one statement', async () => {
    const db = ctx.db.kysely;
    await db
      .updateTable('categories')
      .set({
        parentId: sql`case when id = ${tree.child} then null else parent_id end`,
        level: sql`level - 1`,
      })
      .where('id', 'in', [tree.child, tree.leaf])
      .execute();
    const moved = await db
      .selectFrom('categories')
      .select(['id', 'parentId', 'level'])
      .where('id', 'in', [tree.child, tree.leaf])
      .orderBy('level')
      .execute();
    expect(moved).toEqual([
      { id: tree.child, parentId: null, level: 1 },
      { id: tree.leaf, parentId: tree.child, level: 2 },
    ]);
  });
});
