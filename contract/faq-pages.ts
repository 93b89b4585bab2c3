// Without zod: the SPA's route table reads this list at start, before any screen loads.

/** The static help pages of spec 002 §2, in the order the FAQ lists them. */
export const FAQ_PAGES = [
  'tenSteps',
  'import',
  'import_operation',
  'pages_reco_import',
  'pages_modif_reco',
  'import_error_balance',
  'pages_solde',
  'planned_operation',
  'autoimport_operation',
  'budget_standard',
  'budget_premium',
  'news_budget_premium',
  'table_versions',
  'change_version',
  'delete_account',
] as const;
export type FaqPage = (typeof FAQ_PAGES)[number];
