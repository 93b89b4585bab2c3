import type { Generated } from 'kysely';

export interface UserTokensTable {
  id: Generated<number>;
  userId: number;
  purpose: string;
  codeHash: string;
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

export interface RateLimitsTable {
  key: string;
  windowStart: string;
  count: number;
}

export interface AccountDeletionsTable {
  id: Generated<number>;
  reason: string;
  comment: string | null;
  deletedAt: string;
}

/** Tables of migration 0003: mailed codes, rate-limit windows, account-deletion feedback. */
export interface AccountSecurityTables {
  userTokens: UserTokensTable;
  rateLimits: RateLimitsTable;
  accountDeletions: AccountDeletionsTable;
}
