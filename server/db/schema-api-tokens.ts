import type { Generated } from 'kysely';
import type { ApiTokenScope } from '../../contract/api-tokens';

/** A personal API token (migration 0033): the hash of its secret, never the secret. */
export interface ApiTokensTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** SHA-256 of the whole token, hex. */
  tokenHash: string;
  scope: ApiTokenScope;
  createdAt: string;
  expiresAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface ApiTokenTables {
  apiTokens: ApiTokensTable;
}
