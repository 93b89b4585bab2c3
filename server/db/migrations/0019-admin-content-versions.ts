// The FREE/PREMIUM table as it was a constant of versions-table.tsx before 0019, in both
// languages: [label fr, label en, free, premium]; an offer is a mark (true/false) or a text.
type Offer = boolean | readonly [string, string];

const OPTION = ['Option payante', 'Paid option'] as const;

export const VERSION_FEATURES: readonly (readonly [string, string, Offer, Offer])[] = [
  ['Comptes bancaires et opérations', 'Bank accounts and operations', true, true],
  ['Opérations prévues', 'Planned operations', true, true],
  ['Tiers', 'Payees', true, true],
  [
    'Catégories',
    'Categories',
    ['Catégories standard', 'Standard categories'],
    ['Catégories standard et personnelles', 'Standard categories, plus your own'],
  ],
  ['Import de fichiers bancaires (CSV)', 'Import of bank files (CSV)', true, true],
  ['Analyses et graphiques', 'Analysis and charts', true, true],
  [
    'Budgets',
    'Budgets',
    ['Budgets standard', 'Standard budgets'],
    ['Budgets complets (favori, suppression)', 'Full budgets (favourites, deletion)'],
  ],
  ['Étiquettes', 'Tags', false, true],
  ['Opérations ventilées', 'Split operations', false, true],
  ['Export CSV', 'CSV export', false, true],
  ['Import bancaire automatique', 'Automatic bank import', OPTION, OPTION],
  [
    'Prix',
    'Price',
    ['Gratuit', 'Free'],
    [
      'Abonnement mensuel ou annuel : voir les offres',
      'Monthly or annual subscription: see the offers',
    ],
  ],
];

const offerColumns = (prefix: 'free' | 'premium', offer: Offer) =>
  typeof offer === 'boolean'
    ? { [`${prefix}_included`]: offer ? 1 : 0, [`${prefix}_fr`]: null, [`${prefix}_en`]: null }
    : { [`${prefix}_included`]: 1, [`${prefix}_fr`]: offer[0], [`${prefix}_en`]: offer[1] };

export const versionFeatureRows = () =>
  VERSION_FEATURES.map(([labelFr, labelEn, free, premium], position) => ({
    position,
    label_fr: labelFr,
    label_en: labelEn,
    ...offerColumns('free', free),
    ...offerColumns('premium', premium),
  }));
