import type { Generated } from 'kysely';
import type { Flag } from './schema-columns';

/** Partner offers of the comparator and the advert frames (migration 0019). */
export interface AdvertsTable {
  id: Generated<number>;
  name: string;
  url: string;
  img: string | null;
  description: Generated<string>;
  category: string;
  location: string | null;
  createdAt: string;
}

/** One line of the FREE/PREMIUM table (migration 0019). */
export interface VersionFeaturesTable {
  id: Generated<number>;
  position: number;
  labelFr: string;
  labelEn: string;
  freeIncluded: Flag;
  freeFr: string | null;
  freeEn: string | null;
  premiumIncluded: Flag;
  premiumFr: string | null;
  premiumEn: string | null;
}

export interface AdminContentTables {
  adverts: AdvertsTable;
  versionFeatures: VersionFeaturesTable;
}
