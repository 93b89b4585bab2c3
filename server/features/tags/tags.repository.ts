import { searchFold } from '../../../contract/operations-search';
import type { Executor } from '../../db/database';

export function findTagsOfUser(db: Executor, userId: number) {
  return db.selectFrom('tags').select(['id', 'name']).where('userId', '=', userId).execute();
}

export function findTag(db: Executor, userId: number, tagId: number) {
  return db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('userId', '=', userId)
    .where('id', '=', tagId)
    .executeTakeFirst();
}

export async function countOwnTags(db: Executor, userId: number, tagIds: readonly number[]) {
  const row = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('id', 'in', tagIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertTag(db: Executor, userId: number, name: string): Promise<number> {
  const row = await db
    .insertInto('tags')
    .values({ userId, name, nameFolded: searchFold(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateTagName(db: Executor, userId: number, tagId: number, name: string) {
  await db
    .updateTable('tags')
    .set({ name, nameFolded: searchFold(name) })
    .where('userId', '=', userId)
    .where('id', '=', tagId)
    .execute();
}

/** Its links to payees, templates and operation parts go with it (ON DELETE CASCADE). */
export async function deleteTag(db: Executor, userId: number, tagId: number) {
  await db.deleteFrom('tags').where('userId', '=', userId).where('id', '=', tagId).execute();
}
