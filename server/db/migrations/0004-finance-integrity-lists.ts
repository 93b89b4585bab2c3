// Frozen with migration 0004: the codes its checks accept. A new code needs a new migration.

/** contract/accounts.ts ACCOUNT_TYPES when 0004 was written. */
export const ACCOUNT_TYPES = [
  'CU',
  'CARTE',
  'ESPECES',
  'LIVRET_A',
  'LDDS',
  'LEP',
  'LIVRET',
  'CEL',
  'PEL',
  'COMPTE_A_TERME',
  'ASSURANCE_VIE',
  'PEA',
  'COMPTE_TITRES',
  'PER',
  'CREDIT_IMMO',
  'CREDIT',
];

/** contract/echeances.ts ECHEANCE_FREQUENCIES when 0004 was written. */
export const FREQUENCIES = [
  'ONCE',
  'WEEKLY',
  'BIWEEKLY',
  'MONTHLY',
  'BIMONTHLY',
  'QUARTERLY',
  'SEMIANNUAL',
  'YEARLY',
];
