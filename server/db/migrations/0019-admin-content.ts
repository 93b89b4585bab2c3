import { sql, type Kysely } from 'kysely';
import { idConstraints, idType } from './helpers';
import { versionFeatureRows } from './0019-admin-content-versions';

// Issue 15 (terms, versions, comparator):
//
// - cgus: at most one version in force (`used` = 1), kept by a unique partial index; before it,
//   only the newest version marked in force stays so. `published_at` is when a version was last
//   put in force, the date the terms modal shows.
// - adverts: partner offers of the comparator, each in one of the 22 categories of spec 002 §2,
//   and optionally shown in the advert frame of one location. Links are web addresses only.
// - version_features: the FREE/PREMIUM table, editable by admins; seeded with the table that was a
//   constant of the SPA. An offer is a mark (`*_included`) or, when a text is set, that text.

// Frozen copies of contract/adverts.ts as of this migration (a released migration never changes).
const ADVERT_CATEGORIES = [
  'BANK',
  'PAYMENT_CARD',
  'LIFE_INSURANCE',
  'PROPERTY_INVESTMENT',
  'TAX_EXEMPTION',
  'STOCK_EXCHANGE',
  'CREDIT_PURCHASE',
  'MORTGAGE',
  'RESTRUCTURING',
  'CAR',
  'HOUSE',
  'SCHOOL',
  'BORROWER',
  'HEALTH_INSURANCE',
  'PHONE_INTERNET',
  'WATER',
  'ENERGY',
  'WORKS',
  'PERSONAL_SERVICES',
  'TRAVEL',
  'TRIPS',
  'GOOD_DEALS',
];
const ADVERT_LOCATIONS = ['faq'];

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

const isWebAddress = (column: string) =>
  sql.raw(`(${column} like 'https://%' or ${column} like 'http://%')`);

async function inForceOnce(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('cgus').addColumn('published_at', 'varchar(30)').execute();
  const newest = await db
    .selectFrom('cgus')
    .select('id')
    .where('used', '=', 1)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (newest) {
    await db.updateTable('cgus').set({ used: 0 }).where('id', '<>', newest.id).execute();
  }
  await sql`update cgus set published_at = created_at where used = 1`.execute(db);
  await sql`create unique index cgus_in_force_uq on cgus (used) where used = 1`.execute(db);
}

async function adverts(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('adverts')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('url', 'varchar(500)', (c) => c.notNull())
    .addColumn('img', 'varchar(500)')
    .addColumn('description', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('category', 'varchar(30)', (c) => c.notNull())
    .addColumn('location', 'varchar(20)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addCheckConstraint('adverts_category_ck', inList('category', ADVERT_CATEGORIES))
    .addCheckConstraint(
      'adverts_location_ck',
      sql`location is null or ${inList('location', ADVERT_LOCATIONS)}`,
    )
    .addCheckConstraint('adverts_url_ck', isWebAddress('url'))
    .addCheckConstraint('adverts_img_ck', sql`img is null or ${isWebAddress('img')}`)
    .execute();
  await db.schema.createIndex('adverts_category_idx').on('adverts').column('category').execute();
  await db.schema.createIndex('adverts_location_idx').on('adverts').column('location').execute();
}

async function versionFeatures(db: Kysely<any>): Promise<void> {
  const flag = (column: string) => sql.raw(`${column} in (0, 1)`);
  await db.schema
    .createTable('version_features')
    .addColumn('id', idType(db), idConstraints(db))
    .addColumn('position', 'integer', (c) => c.notNull().unique())
    .addColumn('label_fr', 'varchar(100)', (c) => c.notNull())
    .addColumn('label_en', 'varchar(100)', (c) => c.notNull())
    .addColumn('free_included', 'smallint', (c) => c.notNull())
    .addColumn('free_fr', 'varchar(200)')
    .addColumn('free_en', 'varchar(200)')
    .addColumn('premium_included', 'smallint', (c) => c.notNull())
    .addColumn('premium_fr', 'varchar(200)')
    .addColumn('premium_en', 'varchar(200)')
    .addCheckConstraint('version_features_free_ck', flag('free_included'))
    .addCheckConstraint('version_features_premium_ck', flag('premium_included'))
    .execute();
  await db.insertInto('version_features').values(versionFeatureRows()).execute();
}

export async function up(db: Kysely<any>): Promise<void> {
  await inForceOnce(db);
  await adverts(db);
  await versionFeatures(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('version_features').execute();
  await db.schema.dropTable('adverts').execute();
  await sql`drop index cgus_in_force_uq`.execute(db);
  await db.schema.alterTable('cgus').dropColumn('published_at').execute();
}
