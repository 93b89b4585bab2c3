// The fictitious but realistic French household every generated user gets.

export type StandardAccountKey = 'current' | 'livretA' | 'online' | 'ldds';

export const BANKS = [
  { key: 'cm', name: 'Crédit Mutuel', bankName: 'Crédit Mutuel' },
  { key: 'bourso', name: 'Boursorama', bankName: 'BoursoBank (Boursorama)' },
] as const;

export const ACCOUNTS: readonly {
  key: StandardAccountKey;
  bank: (typeof BANKS)[number]['key'];
  name: string;
  type: string;
  initialBalance: number;
  interestRateBp: number;
}[] = [
  {
    key: 'current',
    bank: 'cm',
    name: 'Compte courant',
    type: 'CU',
    initialBalance: 125_000,
    interestRateBp: 0,
  },
  {
    key: 'livretA',
    bank: 'cm',
    name: 'Livret A',
    type: 'LIVRET_A',
    initialBalance: 500_000,
    interestRateBp: 300,
  },
  {
    key: 'online',
    bank: 'bourso',
    name: 'Compte Boursorama',
    type: 'CU',
    initialBalance: 30_000,
    interestRateBp: 0,
  },
  {
    key: 'ldds',
    bank: 'bourso',
    name: 'LDDS',
    type: 'LDDS',
    initialBalance: 200_000,
    interestRateBp: 300,
  },
];

/** Payee, its bank-label keywords ('|'-separated), default debit and credit categories. */
type PayeeRow = [name: string, keywords: string, debit: string | null, credit?: string];

const PAYEE_ROWS: PayeeRow[] = [
  ['ACME France', 'SALAIRE|ACME', null, 'Salaires/Salaire'],
  ['CPAM', 'CPAM|ASSURANCE MALADIE', null, 'Remboursements/Sécurité sociale'],
  ['Harmonie Mutuelle', 'HARMONIE', 'Santé/Mutuelle', 'Remboursements/Mutuelle'],
  ['Leboncoin', 'LEBONCOIN', 'Shopping/Équipement de la maison'],
  ['Foncia', 'LOYER|FONCIA', 'Logement/Loyer'],
  ['EDF', 'EDF', 'Logement/Énergie/Électricité'],
  ['Engie', 'ENGIE', 'Logement/Énergie/Gaz'],
  ['Veolia Eau', 'VEOLIA', 'Logement/Eau'],
  ['MAIF', 'MAIF', 'Logement/Assurance habitation'],
  ['Free', 'FREE TELECOM|FREEBOX', 'Abonnements/Internet'],
  ['Free Mobile', 'FREE MOBILE', 'Abonnements/Téléphone mobile'],
  ['Netflix', 'NETFLIX', 'Abonnements/Streaming et presse'],
  ['Spotify', 'SPOTIFY', 'Abonnements/Streaming et presse'],
  ['DGFiP', 'DGFIP|IMPOT', 'Impôts et taxes/Impôt sur le revenu'],
  ['Crédit Mutuel', 'FRAIS|COTIS', 'Banque/Frais bancaires', 'Revenus du patrimoine/Intérêts'],
  ['Basic-Fit', 'BASIC FIT', 'Loisirs/Sport'],
  ['Carrefour', 'CARREFOUR', 'Alimentation/Supermarché'],
  ['E.Leclerc', 'LECLERC', 'Alimentation/Supermarché'],
  ['Lidl', 'LIDL', 'Alimentation/Supermarché'],
  ['Monoprix', 'MONOPRIX', 'Alimentation/Supermarché'],
  ['Picard', 'PICARD', 'Alimentation/Supermarché'],
  ['Boulangerie Paul', 'BOULANGERIE|PAUL', 'Alimentation/Boulangerie'],
  ['Marché Saint-Martin', 'MARCHE', 'Alimentation/Marché'],
  ['Le Bistrot du Coin', 'BISTROT', 'Alimentation/Restaurant'],
  ["McDonald's", 'MCDONALDS|MC DONALD', 'Alimentation/Restaurant'],
  ['Deliveroo', 'DELIVEROO', 'Alimentation/Restaurant'],
  ['TotalEnergies', 'TOTAL|TOTALENERGIES', 'Transport/Carburant'],
  ['SNCF', 'SNCF|OUIGO', 'Transport/Train'],
  ['RATP', 'RATP|NAVIGO', 'Transport/Transports en commun'],
  ['Vinci Autoroutes', 'VINCI|APRR', 'Transport/Péage et stationnement'],
  ['Norauto', 'NORAUTO', 'Transport/Entretien véhicule'],
  ['Pharmacie du Centre', 'PHARMACIE', 'Santé/Pharmacie'],
  ['Dr Martin', 'DR MARTIN', 'Santé/Médecin'],
  ['Amazon', 'AMAZON|AMZN', 'Shopping/High-tech'],
  ['Decathlon', 'DECATHLON', 'Loisirs/Sport'],
  ['Fnac', 'FNAC', 'Loisirs/Culture'],
  ['Zara', 'ZARA', 'Shopping/Vêtements'],
  ['IKEA', 'IKEA', 'Shopping/Équipement de la maison'],
  ['Leroy Merlin', 'LEROY MERLIN', 'Logement/Travaux et entretien'],
  ['Pathé', 'PATHE|UGC', 'Loisirs/Culture'],
  ['Airbnb', 'AIRBNB', 'Loisirs/Voyages/Hébergement'],
  ['Retrait DAB', 'RETRAIT DAB', "Divers/Retraits d'espèces"],
  ['Restos du Cœur', 'RESTOS DU COEUR', 'Divers/Dons'],
];

export const PAYEES = PAYEE_ROWS.map(([name, keywords, debit, credit]) => ({
  name,
  keywords: keywords.split('|'),
  debit: debit ?? undefined,
  credit,
}));

export const TAGS = ['Vacances', 'Travaux', 'Voiture', 'Professionnel', 'Remboursable', 'Noël'];

/** Everyday spending: weights give the mix, amounts are in cents, before density scaling. */
export interface Purchase {
  payee: string;
  weight: number;
  min: number;
  max: number;
  type: string;
  /** Bought online: paid from the online bank, a card or a spending account. */
  online?: boolean;
  /** Can be paid in cash. */
  cash?: boolean;
  /** Prices are multiples of this many cents (1 by default). */
  step?: number;
  /** Extra categories a basket is sometimes split across. */
  splitWith?: string[];
  tag?: string;
  /** Months (1–12) the purchase happens in, when seasonal. */
  months?: number[];
}

const HOME = 'Shopping/Équipement de la maison';
const CLOTHES = 'Shopping/Vêtements';

type PurchaseRow = [
  payee: string,
  weight: number,
  min: number,
  max: number,
  type: string,
  more?: Pick<Purchase, 'online' | 'cash' | 'step' | 'splitWith' | 'tag' | 'months'>,
];

const PURCHASE_ROWS: PurchaseRow[] = [
  ['Carrefour', 10, 1_500, 9_000, 'CB', { splitWith: [HOME, CLOTHES] }],
  ['E.Leclerc', 7, 2_000, 11_000, 'CB', { splitWith: [HOME] }],
  ['Lidl', 6, 800, 5_500, 'CB'],
  ['Monoprix', 5, 500, 4_500, 'CB', { splitWith: ['Santé/Pharmacie', CLOTHES] }],
  ['Picard', 2, 900, 4_000, 'CB'],
  ['Boulangerie Paul', 14, 120, 1_200, 'CB', { cash: true, step: 5 }],
  ['Marché Saint-Martin', 4, 600, 3_000, 'ESP', { cash: true, step: 10 }],
  ['Le Bistrot du Coin', 4, 1_400, 6_500, 'CB', { tag: 'Professionnel', cash: true, step: 10 }],
  ["McDonald's", 3, 800, 2_800, 'CB', { cash: true, step: 10 }],
  ['Deliveroo', 3, 1_500, 4_500, 'CB', { online: true }],
  ['TotalEnergies', 4, 3_500, 8_500, 'CB', { tag: 'Voiture' }],
  ['SNCF', 2, 1_900, 14_000, 'CB', { online: true, tag: 'Vacances' }],
  ['Vinci Autoroutes', 2, 250, 4_200, 'CB', { tag: 'Voiture' }],
  ['Norauto', 0.3, 6_000, 42_000, 'CB', { tag: 'Voiture' }],
  ['Pharmacie du Centre', 3, 350, 4_500, 'CB'],
  ['Dr Martin', 1, 3_000, 3_000, 'CHQ'],
  ['Amazon', 4, 900, 12_000, 'CB', { online: true, splitWith: ['Loisirs/Culture', HOME] }],
  ['Decathlon', 1, 1_500, 12_000, 'CB'],
  ['Fnac', 1, 1_200, 25_000, 'CB', { tag: 'Noël', months: [11, 12] }],
  ['Fnac', 1, 1_200, 6_000, 'CB'],
  ['Zara', 1.5, 2_000, 12_000, 'CB'],
  ['IKEA', 0.5, 1_500, 40_000, 'CB'],
  ['Leroy Merlin', 0.8, 1_200, 25_000, 'CB', { tag: 'Travaux' }],
  ['Pathé', 2, 1_150, 3_200, 'CB', { step: 10 }],
  ['Airbnb', 2, 18_000, 95_000, 'CB', { online: true, tag: 'Vacances', months: [7, 8] }],
  ['Retrait DAB', 3, 2_000, 10_000, 'RET', { step: 1_000 }],
  ['Restos du Cœur', 0.3, 2_000, 5_000, 'VIR', { months: [11, 12], step: 500 }],
  ['Leboncoin', 0.5, 1_000, 15_000, 'VIR', { online: true, step: 100 }],
];

export const PURCHASES: readonly Purchase[] = PURCHASE_ROWS.map(
  ([payee, weight, min, max, type, more]) => ({ payee, weight, min, max, type, ...more }),
);
