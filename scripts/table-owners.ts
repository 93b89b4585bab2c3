// Who may write each table. A table is written (insert, update, delete, bulk insert) only in the
// feature folder that owns it; every other feature asks the owner's service. Names are Kysely's
// (camelCase, as in server/db/schema.ts); the check maps raw SQL's snake_case names to them.
// Reference tables (bankNames, currencies, operationTypes, categoryTemplateNames, profiles,
// functionalities) are filled by migrations; their owner is the feature that serves them.

const feature = (name: string) => `server/features/${name}`;

/** Each table of the schema and the one folder allowed to write it. */
export const TABLE_OWNERS: Readonly<Record<string, string>> = {
  // The books: one write path keeps the rollups exact.
  operations: feature('operations/write'),
  splitOperations: feature('operations/write'),
  splitOperationTags: feature('operations/write'),
  accountMonthSums: feature('operations/write'),
  categoryMonthSums: feature('operations/write'),
  accountStatements: feature('operations'),
  booksVersions: feature('operations'),
  idempotencyKeys: feature('operations/write'),

  accounts: feature('accounts'),
  banks: feature('banks'),
  bankNames: feature('banks'),
  budgets: feature('budgets'),
  budgetAccounts: feature('budgets'),
  budgetGoals: feature('survey'),
  categories: feature('categories'),
  categoryTemplateNames: feature('categories'),
  echeances: feature('echeances'),
  exchangeRates: feature('exchange-rates'),
  echeanceSplits: feature('echeances'),
  echeanceSplitTags: feature('echeances'),
  echeanceBudgets: feature('echeances'),
  echeanceOccurrences: feature('echeances'),
  importReports: feature('import'),
  importedOperations: feature('import'),
  importIncorporations: feature('import'),
  importIncorporatedLines: feature('import'),
  operationTypes: feature('operation-types'),
  payees: feature('payees'),
  payeeKeywords: feature('payees'),
  payeeSplitTemplates: feature('payees'),
  payeeTags: feature('payees'),
  payeeSplitTemplateTags: feature('payees'),
  preferences: feature('preferences'),
  tags: feature('tags'),

  biUsers: feature('bi'),
  biConnections: feature('bi'),
  biImporters: feature('bi'),
  biWebhookEvents: feature('bi'),

  users: feature('users'),
  userRoles: feature('users'),
  accountDeletions: feature('users'),
  profiles: feature('users'),
  functionalities: feature('users'),
  profileFunctionalities: feature('users'),
  currencies: feature('preferences'),
  sessions: feature('sessions'),
  userTokens: feature('user-tokens'),
  apiTokens: feature('api-tokens'),
  rateLimits: feature('rate-limits'),
  signInSlowdowns: feature('rate-limits'),
  signInDevices: feature('devices'),
  userTwoFactor: feature('two-factor'),
  twoFactorRecoveryCodes: feature('two-factor'),
  twoFactorChallenges: feature('two-factor'),
  ssoStates: feature('single-sign-on'),
  ssoIdentities: feature('single-sign-on'),
  passkeys: feature('passkeys'),
  passkeyChallenges: feature('passkeys'),
  securityEvents: feature('security-events'),
  adminAuditLog: feature('admin-audit'),
  subscriptions: feature('subscriptions'),
  discoveryTrials: feature('subscriptions'),
  paymentWebhookEvents: feature('subscriptions'),
  userEvents: feature('subscriptions'),
  cgus: feature('cgu'),
  cguAgreements: feature('cgu'),
  adverts: feature('adverts'),
  versionFeatures: feature('versions'),
  appSettings: feature('app-settings'),
  wsTickets: feature('realtime'),
  // Which app server runs each periodic task: the one schedule's own bookkeeping.
  jobLeases: 'server/jobs',
};

/**
 * Paths (from the repository root) that may write any table, each for one reason:
 * - migrations shape the schema and its reference rows, frozen once released;
 * - `server/db/backup` copies and restores the whole database, table by table;
 * - `server/db/bulk-insert.ts` is the bulk helper itself: its callers are checked;
 * - the demo generator (`server/features/demo`) and `bench/` insert volumes of rows directly,
 *   then rebuild the rollups;
 * - tests and their fixtures set up the rows they need.
 */
export const EXEMPT_PATHS: readonly RegExp[] = [
  /^server\/db\/migrations\//,
  /^server\/db\/backup\//,
  /^server\/db\/bulk-insert\.ts$/,
  /^server\/features\/demo\//,
  /^bench\//,
  /^server\/test\//,
  /\.test\.tsx?$/,
  /-test-fixtures\.ts$/,
];
