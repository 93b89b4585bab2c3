import type { Kysely } from 'kysely';

// Reference lists shared by all users. Ids are fixed so that imports and tests can name them.

const BANK_NAMES = [
  'Crédit Agricole',
  'BNP Paribas',
  'Société Générale',
  'Crédit Mutuel',
  'CIC',
  'LCL',
  'La Banque Postale',
  "Caisse d'Épargne",
  'Banque Populaire',
  'BoursoBank (Boursorama)',
  'Hello bank!',
  'Fortuneo',
  'Monabanq',
  'BforBank',
  'AXA Banque',
  'CCF (ex-HSBC France)',
  'Crédit Coopératif',
  'La Nef',
  'Banque Palatine',
  'Qonto',
  'Shine',
  'Nickel',
  'N26',
  'Revolut',
  'Autre banque',
];

/** debit_credit: -1 debit only, 1 credit only, 0 either way (a cheque can be written or cashed). */
const OPERATION_TYPES = [
  { name: 'Carte bancaire', abrv: 'CB', debit_credit: -1 },
  { name: 'Chèque', abrv: 'CHQ', debit_credit: 0 },
  { name: 'Virement', abrv: 'VIR', debit_credit: 0 },
  { name: 'Prélèvement', abrv: 'PRLV', debit_credit: -1 },
  { name: 'Espèces', abrv: 'ESP', debit_credit: 0 },
  { name: "Retrait d'espèces", abrv: 'RET', debit_credit: -1 },
  { name: 'Remise de chèques', abrv: 'REM', debit_credit: 1 },
  { name: 'TIP', abrv: 'TIP', debit_credit: -1 },
  { name: 'Frais bancaires', abrv: 'FRAIS', debit_credit: -1 },
  { name: 'Intérêts', abrv: 'INT', debit_credit: 1 },
  { name: 'Autre', abrv: 'AUT', debit_credit: 0 },
];

export async function createReferenceTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('bank_names')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(100)', (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto('bank_names')
    .values(BANK_NAMES.map((name, i) => ({ id: i + 1, name })))
    .execute();

  await db.schema
    .createTable('operation_types')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('debit_credit', 'smallint', (c) => c.notNull())
    .addColumn('abrv', 'varchar(10)', (c) => c.notNull().unique())
    .execute();
  await db
    .insertInto('operation_types')
    .values(OPERATION_TYPES.map((type, i) => ({ id: i + 1, ...type })))
    .execute();
}
