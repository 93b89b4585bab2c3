import type { Executor } from '../../db/database';

export function findCurrentCgu(db: Executor) {
  return db
    .selectFrom('cgus')
    .select('id')
    .where('used', '=', 1)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

export function findCgu(db: Executor, cguId: number) {
  return db.selectFrom('cgus').selectAll().where('id', '=', cguId).executeTakeFirst();
}

export async function insertAgreement(db: Executor, userId: number, cguId: number, at: string) {
  await db
    .insertInto('cguAgreements')
    .values({ userId, cguId, agreedAt: at })
    .onConflict((oc) => oc.columns(['userId', 'cguId']).doNothing())
    .execute();
}
