// The bank-aggregation provider behind one interface: Powens' REST API, or the
// embedded sandbox bank, chosen by configuration (create-aggregator.ts).

export interface ProviderUser {
  providerUserId: number;
  /** The permanent token; stored encrypted (server/features/bi/bi-token-cipher.ts). */
  token: string;
}

export interface ProviderConnection {
  id: number;
  connectorId: number | null;
  bankName: string;
  /** A BI_SYNC_ERRORS state of contract/bi.ts, null when healthy. */
  state: string | null;
  /** Provider datetime (Europe/Paris local time, "yyyy-MM-dd HH:mm:ss"). */
  lastUpdate: string | null;
}

export interface ProviderAccount {
  id: number;
  connectionId: number;
  name: string;
  number: string | null;
  iban: string | null;
  currency: { code: string; precision: number };
  disabled: boolean;
}

export interface ProviderTransaction {
  id: number;
  accountId: number;
  /** yyyy-MM-dd (the booking date). */
  date: string;
  /** yyyy-MM-dd, or null when the bank gives none. */
  valueDate: string | null;
  /** Decimal amount as the provider sends it (a number or a decimal string). */
  value: number | string;
  wording: string;
  /** Still pending at the bank (Powens `coming`). */
  coming: boolean;
  lastUpdate: string | null;
}

export interface TransactionQuery {
  accountId?: number;
  /** Provider datetime: only lines changed since. */
  lastUpdate?: string;
  /** yyyy-MM-dd: only lines on or after. */
  minDate?: string;
}

export interface Aggregator {
  readonly kind: 'sandbox' | 'powens';
  /** POST /auth/init: a new provider-side user and its permanent token. */
  createUser(): Promise<ProviderUser>;
  /** GET /auth/token/code?type=singleAccess: a temporary code for the web view. */
  temporaryCode(token: string): Promise<string>;
  connections(token: string): Promise<ProviderConnection[]>;
  accounts(token: string): Promise<ProviderAccount[]>;
  /** Every page of the lines asked, in the provider's order. */
  transactions(token: string, query: TransactionQuery): Promise<ProviderTransaction[]>;
  /** Asks the bank again for one connection; answers its new state. */
  syncConnection(token: string, connectionId: number): Promise<ProviderConnection>;
  deleteConnection(token: string, connectionId: number): Promise<void>;
  deleteUser(token: string): Promise<void>;
}

/** The provider refused or failed; `status` is its HTTP status (0 when unreachable). */
export class AggregatorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AggregatorError';
  }
}
