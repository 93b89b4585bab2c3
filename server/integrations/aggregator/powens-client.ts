import type {
  Aggregator,
  ProviderAccount,
  ProviderConnection,
  ProviderTransaction,
  TransactionQuery,
} from './aggregator';
import { powensHttp, type PowensHttpOptions } from './powens-http';

// The real provider: Powens' REST API at https://{domain}.biapi.pro/2.0 (payloads as documented
// at docs.powens.com; only the fields we read are named here).

export interface PowensSettings extends PowensHttpOptions {
  clientId: string;
  clientSecret: string;
  /** Lines per page of /transactions. */
  pageSize?: number;
}

interface PowensConnection {
  id: number;
  id_connector?: number | null;
  state?: string | null;
  /** Older name of `state`, still sent. */
  error?: string | null;
  last_update?: string | null;
  connector?: { name?: string } | null;
  bank?: { name?: string } | null;
}

interface PowensAccount {
  id: number;
  id_connection: number;
  name?: string | null;
  original_name?: string | null;
  number?: string | null;
  iban?: string | null;
  currency?: { id?: string; precision?: number } | null;
  disabled?: boolean | string | null;
  deleted?: string | null;
}

interface PowensTransaction {
  id: number;
  id_account: number;
  date: string;
  rdate?: string | null;
  application_date?: string | null;
  value: number | string;
  wording?: string | null;
  original_wording?: string | null;
  simplified_wording?: string | null;
  coming?: boolean;
  last_update?: string | null;
  deleted?: string | null;
}

export function connectionOf(c: PowensConnection): ProviderConnection {
  const state = c.state ?? c.error ?? null;
  return {
    id: c.id,
    connectorId: c.id_connector ?? null,
    bankName: c.connector?.name ?? c.bank?.name ?? `Connection ${c.id}`,
    state: state === '' || state === '0' ? null : state,
    lastUpdate: c.last_update ?? null,
  };
}

function accountOf(a: PowensAccount): ProviderAccount {
  return {
    id: a.id,
    connectionId: a.id_connection,
    name: a.name ?? a.original_name ?? `Account ${a.id}`,
    number: a.number ?? null,
    iban: a.iban ?? null,
    currency: { code: a.currency?.id ?? 'EUR', precision: a.currency?.precision ?? 2 },
    disabled: !!a.disabled,
  };
}

function transactionOf(t: PowensTransaction): ProviderTransaction {
  return {
    id: t.id,
    accountId: t.id_account,
    date: t.date,
    valueDate: t.application_date ?? t.rdate ?? null,
    value: t.value,
    wording: t.simplified_wording || t.wording || t.original_wording || '',
    coming: !!t.coming,
    lastUpdate: t.last_update ?? null,
  };
}

export function powensAggregator(settings: PowensSettings): Aggregator {
  const call = powensHttp(settings);
  const pageSize = settings.pageSize ?? 1000;

  async function transactions(token: string, query: TransactionQuery) {
    const path = query.accountId
      ? `/users/me/accounts/${query.accountId}/transactions`
      : '/users/me/transactions';
    const found: ProviderTransaction[] = [];
    for (let offset = 0; ; offset += pageSize) {
      const page = await call<{ transactions: PowensTransaction[] }>({
        method: 'GET',
        path,
        token,
        query: {
          limit: pageSize,
          offset,
          last_update: query.lastUpdate,
          min_date: query.minDate,
          // min_date reads the booking date; Powens filters on application_date by default.
          filter: query.minDate === undefined ? undefined : 'date',
        },
      });
      const lines = page.transactions ?? [];
      found.push(...lines.filter((t) => !t.deleted).map(transactionOf));
      if (lines.length < pageSize) return found;
    }
  }

  return {
    kind: 'powens',
    async createUser() {
      const answer = await call<{ auth_token: string; id_user: number }>({
        method: 'POST',
        path: '/auth/init',
        body: { client_id: settings.clientId, client_secret: settings.clientSecret },
      });
      return { providerUserId: answer.id_user, token: answer.auth_token };
    },
    async temporaryCode(token) {
      const answer = await call<{ code: string }>({
        method: 'GET',
        path: '/auth/token/code',
        token,
        query: { type: 'singleAccess' },
      });
      return answer.code;
    },
    async connections(token) {
      const answer = await call<{ connections: PowensConnection[] }>({
        method: 'GET',
        path: '/users/me/connections',
        token,
        query: { expand: 'connector' },
      });
      return (answer.connections ?? []).map(connectionOf);
    },
    async accounts(token) {
      const answer = await call<{ accounts: PowensAccount[] }>({
        method: 'GET',
        path: '/users/me/accounts',
        token,
        query: { all: '' },
      });
      return (answer.accounts ?? []).filter((a) => !a.deleted).map(accountOf);
    },
    transactions,
    async syncConnection(token, connectionId) {
      const answer = await call<PowensConnection>({
        method: 'PUT',
        path: `/users/me/connections/${connectionId}`,
        token,
        query: { expand: 'connector' },
        body: {},
      });
      return connectionOf(answer);
    },
    async deleteConnection(token, connectionId) {
      await call({ method: 'DELETE', path: `/users/me/connections/${connectionId}`, token });
    },
    async deleteUser(token) {
      await call({ method: 'DELETE', path: '/users/me', token });
    },
  };
}
