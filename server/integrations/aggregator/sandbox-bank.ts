import { randomBytes } from 'node:crypto';
import { AggregatorError, type Aggregator, type ProviderConnection } from './aggregator';
import { SANDBOX_BANKS, sandboxAccounts, sandboxTransactions } from './sandbox-data';

// The embedded stand-in of the aggregator, the default: a simulated bank whose web view is a page
// of the app (GET /sandbox/bank/webview), with deterministic accounts and lines and a switch that
// puts a connection in any error state. Its users and connections live in this process's memory:
// it is for trying the product and for tests, never for real money.

const CODE_TTL_MS = 30 * 60_000;

interface SandboxUser {
  token: string;
  connections: Map<number, ProviderConnection>;
}

export interface SandboxBank extends Aggregator {
  readonly kind: 'sandbox';
  /** The provider user a web view code was issued to (codes last 30 minutes). */
  userOfCode(code: string): number | null;
  /** Connects a new bank of SANDBOX_BANKS for the user; answers the connection. */
  connect(providerUserId: number, bankIndex: number): ProviderConnection;
  /** Sets a connection's state (null: healthy); answers false when it is not the user's. */
  setState(providerUserId: number, connectionId: number, state: string | null): boolean;
  connectionsOf(providerUserId: number): ProviderConnection[];
  /** Removes a connection of the user (the manage flow's delete). */
  disconnect(providerUserId: number, connectionId: number): boolean;
}

export const isSandboxBank = (aggregator: Aggregator): aggregator is SandboxBank =>
  aggregator.kind === 'sandbox';

const parisNow = (now: Date) =>
  now.toLocaleString('sv-SE', { timeZone: 'Europe/Paris' }).replace('T', ' ');

export function sandboxBank(now: () => Date = () => new Date()): SandboxBank {
  const users = new Map<number, SandboxUser>();
  const codes = new Map<string, { userId: number; expires: number }>();
  let nextUser = 1;
  let nextConnection = 1;

  function userOfToken(token: string): [number, SandboxUser] {
    for (const entry of users) if (entry[1].token === token) return entry;
    throw new AggregatorError(401, 'sandbox: unknown token');
  }
  function connectionOf(user: SandboxUser, id: number): ProviderConnection {
    const connection = user.connections.get(id);
    if (!connection) throw new AggregatorError(404, 'sandbox: unknown connection');
    return connection;
  }
  const today = () => now().toISOString().slice(0, 10);

  return {
    kind: 'sandbox',
    async createUser() {
      const providerUserId = nextUser++;
      const token = `sandbox-${randomBytes(24).toString('base64url')}`;
      users.set(providerUserId, { token, connections: new Map() });
      return { providerUserId, token };
    },
    async temporaryCode(token) {
      const [userId] = userOfToken(token);
      const code = randomBytes(18).toString('base64url');
      codes.set(code, { userId, expires: now().getTime() + CODE_TTL_MS });
      return code;
    },
    async connections(token) {
      return [...userOfToken(token)[1].connections.values()].map((c) => ({ ...c }));
    },
    async accounts(token) {
      return [...userOfToken(token)[1].connections.keys()].flatMap(sandboxAccounts);
    },
    async transactions(token, query) {
      const accounts = await this.accounts(token);
      return accounts
        .filter((a) => !query.accountId || a.id === query.accountId)
        .flatMap((a) => sandboxTransactions(a.id, today(), query.minDate));
    },
    async syncConnection(token, connectionId) {
      const connection = connectionOf(userOfToken(token)[1], connectionId);
      if (!connection.state) connection.lastUpdate = parisNow(now());
      return { ...connection };
    },
    async deleteConnection(token, connectionId) {
      userOfToken(token)[1].connections.delete(connectionId);
    },
    async deleteUser(token) {
      users.delete(userOfToken(token)[0]);
    },
    userOfCode(code) {
      const found = codes.get(code);
      return found && found.expires > now().getTime() && users.has(found.userId)
        ? found.userId
        : null;
    },
    connect(providerUserId, bankIndex) {
      const user = users.get(providerUserId);
      if (!user) throw new AggregatorError(404, 'sandbox: unknown user');
      const connection: ProviderConnection = {
        id: nextConnection++,
        connectorId: bankIndex + 1,
        bankName: SANDBOX_BANKS[bankIndex] ?? SANDBOX_BANKS[0],
        state: null,
        lastUpdate: parisNow(now()),
      };
      user.connections.set(connection.id, connection);
      return { ...connection };
    },
    setState(providerUserId, connectionId, state) {
      const connection = users.get(providerUserId)?.connections.get(connectionId);
      if (!connection) return false;
      connection.state = state;
      return true;
    },
    disconnect(providerUserId, connectionId) {
      return users.get(providerUserId)?.connections.delete(connectionId) ?? false;
    },
    connectionsOf(providerUserId) {
      return [...(users.get(providerUserId)?.connections.values() ?? [])].map((c) => ({ ...c }));
    },
  };
}
