import type { Executor } from '../../db/database';

export interface AdvertRowChanges {
  name: string;
  url: string;
  img: string | null;
  description: string;
  category: string;
  location: string | null;
}

const COLUMNS = ['id', 'name', 'url', 'img', 'description', 'category', 'location'] as const;

/** Every advert, or those of one location, by name within the insertion order of their category. */
export function findAdverts(db: Executor, location?: string) {
  let query = db.selectFrom('adverts').select(COLUMNS).orderBy('name').orderBy('id');
  if (location !== undefined) query = query.where('location', '=', location);
  return query.execute();
}

export function findAdvert(db: Executor, advertId: number) {
  return db.selectFrom('adverts').select(COLUMNS).where('id', '=', advertId).executeTakeFirst();
}

export async function insertAdvert(db: Executor, changes: AdvertRowChanges, at: string) {
  const row = await db
    .insertInto('adverts')
    .values({ ...changes, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAdvert(db: Executor, advertId: number, changes: AdvertRowChanges) {
  const result = await db
    .updateTable('adverts')
    .set(changes)
    .where('id', '=', advertId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteAdvert(db: Executor, advertId: number) {
  const result = await db.deleteFrom('adverts').where('id', '=', advertId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
