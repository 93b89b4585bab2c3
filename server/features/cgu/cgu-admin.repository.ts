import { sql } from 'kysely';
import type { Executor } from '../../db/database';

export interface CguRowChanges {
  name: string;
  contentFr: string;
  contentEn: string | null;
}

/** Every version with how many users agreed to it, newest first. */
export function findCgusWithAgreements(db: Executor, cguId?: number) {
  let query = db
    .selectFrom('cgus')
    .leftJoin('cguAgreements', 'cguAgreements.cguId', 'cgus.id')
    .select([
      'cgus.id',
      'cgus.name',
      'cgus.contentFr',
      'cgus.contentEn',
      'cgus.used',
      'cgus.createdAt',
      'cgus.publishedAt',
      sql<number>`count(${sql.ref('cguAgreements.userId')})`.as('agreements'),
    ])
    .groupBy([
      'cgus.id',
      'cgus.name',
      'cgus.contentFr',
      'cgus.contentEn',
      'cgus.used',
      'cgus.createdAt',
      'cgus.publishedAt',
    ])
    .orderBy('cgus.createdAt', 'desc')
    .orderBy('cgus.id', 'desc');
  if (cguId !== undefined) query = query.where('cgus.id', '=', cguId);
  return query.execute();
}

export async function insertCgu(db: Executor, changes: CguRowChanges, at: string) {
  const row = await db
    .insertInto('cgus')
    .values({ ...changes, used: 0, createdAt: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCgu(db: Executor, cguId: number, changes: CguRowChanges) {
  await db.updateTable('cgus').set(changes).where('id', '=', cguId).execute();
}

/** Puts one version in force: the others first leave it (one in force, a unique index). */
export async function putInForce(db: Executor, cguId: number, at: string) {
  await db.updateTable('cgus').set({ used: 0 }).where('used', '=', 1).execute();
  await db.updateTable('cgus').set({ used: 1, publishedAt: at }).where('id', '=', cguId).execute();
}

export async function deleteCgu(db: Executor, cguId: number) {
  await db.deleteFrom('cgus').where('id', '=', cguId).execute();
}
