import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { VersionFeaturesTable } from '../../db/schema';

export function findVersionFeatures(db: Executor) {
  return db.selectFrom('versionFeatures').selectAll().orderBy('position').execute();
}

/** Replaces the whole table (the caller holds the transaction). */
export async function replaceVersionFeatures(
  db: Executor,
  rows: readonly Insertable<VersionFeaturesTable>[],
) {
  await db.deleteFrom('versionFeatures').execute();
  await db
    .insertInto('versionFeatures')
    .values([...rows])
    .execute();
}
