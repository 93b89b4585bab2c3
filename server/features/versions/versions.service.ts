import type { VersionFeature, VersionOffer, VersionsTable } from '../../../contract/versions';
import type { Executor } from '../../db/database';
import * as repository from './versions.repository';

type Row = Awaited<ReturnType<typeof repository.findVersionFeatures>>[number];

const offerOf = (included: number, textFr: string | null, textEn: string | null) => ({
  included: included === 1,
  textFr,
  textEn,
});

const toFeature = (row: Row): VersionFeature => ({
  labelFr: row.labelFr,
  labelEn: row.labelEn,
  free: offerOf(row.freeIncluded, row.freeFr, row.freeEn),
  premium: offerOf(row.premiumIncluded, row.premiumFr, row.premiumEn),
});

const flag = (offer: VersionOffer) => (offer.included ? 1 : 0);

/** GET /api/versions: the FREE/PREMIUM table in display order. */
export async function getVersionsTable(db: Executor): Promise<VersionsTable> {
  return { features: (await repository.findVersionFeatures(db)).map(toFeature) };
}

/** POST /api/versions: the admin's table replaces the stored one, in one transaction. */
export async function saveVersionsTable(
  db: Executor,
  table: VersionsTable,
): Promise<VersionsTable> {
  await db.transaction().execute((trx) =>
    repository.replaceVersionFeatures(
      trx,
      table.features.map((feature, position) => ({
        position,
        labelFr: feature.labelFr,
        labelEn: feature.labelEn,
        freeIncluded: flag(feature.free),
        freeFr: feature.free.textFr,
        freeEn: feature.free.textEn,
        premiumIncluded: flag(feature.premium),
        premiumFr: feature.premium.textFr,
        premiumEn: feature.premium.textEn,
      })),
    ),
  );
  return getVersionsTable(db);
}
