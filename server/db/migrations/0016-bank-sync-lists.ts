// Frozen with migration 0016: the enumerations its CHECKs hold (a copy, so that a later change of
// the contract never changes a released migration).

export const BI_CONNECTION_STATES = [
  'SCARequired',
  'webauthRequired',
  'additionalInformationNeeded',
  'decoupled',
  'validating',
  'actionNeeded',
  'passwordExpired',
  'wrongpass',
  'rateLimiting',
  'websiteUnavailable',
  'bug',
] as const;

export const BI_IMPORTER_TYPES = ['ALL_AVAILABLE', 'FROM_DATE', 'PREVENT_SYNC'] as const;

export const BI_WEBHOOK_EVENTS = [
  'CONNECTION_SYNCED',
  'ACCOUNT_SYNCED',
  'CONNECTION_DELETED',
  'USER_DELETED',
] as const;
