import type { Generated } from 'kysely';

/** A sign-in sent to the OpenID provider and not yet back (migration 0035). */
export interface SsoStatesTable {
  /** SHA-256 of the state, hex: the state itself is only in the URLs. */
  id: string;
  nonce: string;
  codeVerifier: string;
  createdAt: string;
  expiresAt: string;
}

/** Who a provider's person (issuer, subject) is here. */
export interface SsoIdentitiesTable {
  id: Generated<number>;
  userId: number;
  issuer: string;
  subject: string;
  createdAt: string;
}

export interface SingleSignOnTables {
  ssoStates: SsoStatesTable;
  ssoIdentities: SsoIdentitiesTable;
}
