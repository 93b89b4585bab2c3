import type { Kysely } from 'kysely';

// Banks 0002 missed: a regional network, private banks, and the online and neo-banks French
// users hold accounts with (2025). Ids follow 0002's so that imports and tests can name them;
// GET /api/bankName sorts by name, "Autre banque" (id 25) last.

const FIRST_ID = 26;

const BANK_NAMES = [
  'BRED Banque Populaire',
  'Crédit Mutuel Arkéa',
  'Banque Transatlantique',
  'Milleis Banque',
  'Trade Republic',
  'Sumeria (ex-Lydia)',
  'Wise',
  'bunq',
  'Green-Got',
  'Helios',
];

const ids = BANK_NAMES.map((_, i) => FIRST_ID + i);

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('bank_names')
    .values(BANK_NAMES.map((name, i) => ({ id: FIRST_ID + i, name })))
    .execute();
}

/** Users' banks keep their name and lose only the link to the list. */
export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('banks')
    .set({ bank_name_id: null })
    .where('bank_name_id', 'in', ids)
    .execute();
  await db.deleteFrom('bank_names').where('id', 'in', ids).execute();
}
