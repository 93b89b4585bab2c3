import type { Executor } from '../../db/database';
import { prepared } from '../../db/prepared';

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

/** The terms in use and whether the user agreed to them, in one read (every GET /api/user). */
const currentCguAgreement = prepared((db, userId: number) =>
  db
    .selectFrom('cgus')
    .leftJoin('cguAgreements', (join) =>
      join.onRef('cguAgreements.cguId', '=', 'cgus.id').on('cguAgreements.userId', '=', userId),
    )
    .select(['cgus.id', 'cguAgreements.agreedAt'])
    .where('cgus.used', '=', 1)
    .orderBy('cgus.createdAt', 'desc')
    .limit(1),
);

export async function findCurrentCguAgreement(db: Executor, userId: number) {
  return (await currentCguAgreement(db, userId))[0];
}
