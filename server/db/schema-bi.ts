import type { Generated } from 'kysely';

// Tables of migration 0016: bank synchronisation through the aggregator.

export interface BiUsersTable {
  userId: number;
  providerUserId: number | null;
  /** The provider's permanent token, encrypted (server/features/bi/bi-token-cipher.ts). */
  token: string | null;
  syncStatus: Generated<'IDLE' | 'PENDING'>;
  /** Instants (ISO UTC). */
  syncRequestedAt: string | null;
  lastSyncAt: string | null;
}

export interface BiConnectionsTable {
  userId: number;
  /** The provider's connection id. */
  id: number;
  bankName: string;
  connectorId: number | null;
  /** A BI_SYNC_ERRORS state of contract/bi.ts, null when healthy. */
  state: string | null;
  lastUpdate: string | null;
}

export interface BiImportersTable {
  userId: number;
  /** The provider's account id. */
  originId: number;
  connectionId: number;
  name: string;
  number: string | null;
  currency: string | null;
  targetAccountId: number | null;
  type: 'ALL_AVAILABLE' | 'FROM_DATE' | 'PREVENT_SYNC' | null;
  date: string | null;
}

export interface BiWebhookEventsTable {
  /** SHA-256 (hex) of the signed delivery. */
  id: string;
  event: string;
  receivedAt: string;
}

export interface BiTables {
  biUsers: BiUsersTable;
  biConnections: BiConnectionsTable;
  biImporters: BiImportersTable;
  biWebhookEvents: BiWebhookEventsTable;
}
