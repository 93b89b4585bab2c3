import { sql, type Kysely } from 'kysely';

// The standard category tree in every interface language, and which categories a user created.
//
// - category_template_names holds the name of a template category (user_id NULL) in a language
//   other than French; categories.name stays the French name and the fallback. A user's copy is
//   made in the user's language and is then the user's own text (renaming it changes nothing
//   here). A new language is rows in this table, not a new column.
// - categories.owned: 1 for a category the user created, 0 for a copy of a template. Rows before
//   this migration were all copies (the data generator made them), hence the default.

/** English names of the templates of 0002-finance-categories, by their French path. */
const ENGLISH: Record<string, string> = {
  Logement: 'Housing',
  'Logement/Loyer': 'Rent',
  'Logement/Crédit immobilier': 'Mortgage',
  'Logement/Charges de copropriété': 'Service charges',
  'Logement/Énergie': 'Energy',
  'Logement/Énergie/Électricité': 'Electricity',
  'Logement/Énergie/Gaz': 'Gas',
  'Logement/Énergie/Chauffage': 'Heating',
  'Logement/Eau': 'Water',
  'Logement/Assurance habitation': 'Home insurance',
  'Logement/Travaux et entretien': 'Repairs and maintenance',
  Alimentation: 'Food',
  'Alimentation/Supermarché': 'Supermarket',
  'Alimentation/Boulangerie': 'Bakery',
  'Alimentation/Marché': 'Market',
  'Alimentation/Restaurant': 'Restaurants',
  'Alimentation/Cantine': 'Canteen',
  Transport: 'Transport',
  'Transport/Carburant': 'Fuel',
  'Transport/Transports en commun': 'Public transport',
  'Transport/Train': 'Train',
  'Transport/Péage et stationnement': 'Tolls and parking',
  'Transport/Entretien véhicule': 'Vehicle maintenance',
  'Transport/Assurance auto': 'Car insurance',
  Abonnements: 'Subscriptions',
  'Abonnements/Internet': 'Internet',
  'Abonnements/Téléphone mobile': 'Mobile phone',
  'Abonnements/Streaming et presse': 'Streaming and news',
  Loisirs: 'Leisure',
  'Loisirs/Sorties': 'Going out',
  'Loisirs/Voyages': 'Travel',
  'Loisirs/Voyages/Hébergement': 'Accommodation',
  'Loisirs/Voyages/Transport de vacances': 'Holiday transport',
  'Loisirs/Voyages/Activités': 'Activities',
  'Loisirs/Sport': 'Sport',
  'Loisirs/Culture': 'Culture',
  'Loisirs/Cadeaux': 'Gifts',
  Santé: 'Health',
  'Santé/Médecin': 'Doctor',
  'Santé/Pharmacie': 'Pharmacy',
  'Santé/Mutuelle': 'Health insurance',
  'Santé/Dentiste': 'Dentist',
  'Santé/Optique': 'Optician',
  Enfants: 'Children',
  'Enfants/Garde': 'Childcare',
  'Enfants/Scolarité': 'School',
  'Enfants/Activités des enfants': "Children's activities",
  Shopping: 'Shopping',
  'Shopping/Vêtements': 'Clothing',
  'Shopping/Équipement de la maison': 'Home equipment',
  'Shopping/High-tech': 'Electronics',
  'Impôts et taxes': 'Taxes',
  'Impôts et taxes/Impôt sur le revenu': 'Income tax',
  'Impôts et taxes/Taxe foncière': 'Property tax',
  'Impôts et taxes/Amendes': 'Fines',
  Banque: 'Banking',
  'Banque/Frais bancaires': 'Bank fees',
  'Banque/Cotisation carte': 'Card fee',
  'Banque/Intérêts débiteurs': 'Overdraft interest',
  Épargne: 'Savings',
  'Épargne/Versements épargne': 'Savings deposits',
  'Épargne/Placements': 'Investments',
  Divers: 'Miscellaneous',
  "Divers/Retraits d'espèces": 'Cash withdrawals',
  'Divers/Dons': 'Donations',
  'Divers/Autres dépenses': 'Other expenses',
  Salaires: 'Earnings',
  'Salaires/Salaire': 'Salary',
  'Salaires/Primes': 'Bonuses',
  'Salaires/Heures supplémentaires': 'Overtime',
  Remboursements: 'Refunds',
  'Remboursements/Sécurité sociale': 'Social security',
  'Remboursements/Mutuelle': 'Health insurance',
  'Remboursements/Remboursements divers': 'Other refunds',
  'Aides et allocations': 'Benefits',
  'Aides et allocations/Allocations familiales': 'Family allowance',
  'Aides et allocations/Aide au logement': 'Housing benefit',
  'Aides et allocations/France Travail': 'Unemployment benefit',
  'Retraites et pensions': 'Pensions',
  'Retraites et pensions/Retraite': 'Retirement pension',
  'Retraites et pensions/Pension': 'Other pensions',
  'Revenus du patrimoine': 'Investment income',
  'Revenus du patrimoine/Loyers perçus': 'Rent received',
  'Revenus du patrimoine/Intérêts': 'Interest',
  'Revenus du patrimoine/Dividendes': 'Dividends',
  'Autres revenus': 'Other income',
  'Autres revenus/Ventes': 'Sales',
  'Autres revenus/Cadeaux reçus': 'Gifts received',
  'Autres revenus/Autres recettes': 'Other receipts',
};

interface Template {
  id: number;
  parent: number | null;
  name: string;
}

/** The French path of every template ('Logement/Énergie/Gaz'), by id. */
function pathsOf(templates: Template[]): Map<number, string> {
  const byId = new Map(templates.map((t) => [Number(t.id), t]));
  const pathOf = (t: Template): string => {
    const parent = t.parent === null ? undefined : byId.get(Number(t.parent));
    return parent ? `${pathOf(parent)}/${t.name}` : t.name;
  };
  return new Map(templates.map((t) => [Number(t.id), pathOf(t)]));
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('category_template_names')
    .addColumn('category_id', 'bigint', (c) =>
      c.notNull().references('categories.id').onDelete('cascade'),
    )
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addPrimaryKeyConstraint('category_template_names_pk', ['category_id', 'language'])
    .execute();
  await db.schema
    .alterTable('categories')
    .addColumn('owned', 'smallint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`owned in (0, 1)`),
    )
    .execute();

  // An alias reads the same with or without the camel-case plugin.
  const templates: Template[] = await db
    .selectFrom('categories')
    .select(['id', 'parent_id as parent', 'name'])
    .where('user_id', 'is', null)
    .execute();
  const rows = [...pathsOf(templates)].map(([id, path]) => {
    const name = ENGLISH[path];
    if (name === undefined) throw new Error(`Migration 0007: no English name for "${path}"`);
    return { category_id: id, language: 'en', name };
  });
  if (rows.length > 0) await db.insertInto('category_template_names').values(rows).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('categories').dropColumn('owned').execute();
  await db.schema.dropTable('category_template_names').execute();
}
