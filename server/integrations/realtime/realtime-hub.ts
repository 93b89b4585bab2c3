import type http from 'node:http';
import type { Logger } from 'pino';
import { BI_TOPIC } from '../../../contract/realtime';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import type { BiEvents } from './bi-events';
import { localBus, postgresBus, type BusListener, type EventBus } from './event-bus';
import { attachSockJs } from './sockjs-endpoint';
import { StompSession, type SessionLimits } from './stomp-session';
import { verifyWsTicket } from './ws-ticket';

export const DEFAULT_LIMITS: SessionLimits = {
  // Client frames are a few headers: 8 KiB is generous, and bounds what a client makes us hold.
  maxFrameBytes: 8 * 1024,
  heartBeat: { send: 10_000, receive: 10_000 },
  connectTimeoutMs: 10_000,
};

/** A person rarely has more tabs open; more is a runaway script. */
export const MAX_CONNECTIONS_PER_USER = 20;

export interface RealtimeHubOptions {
  db: Db;
  /** PostgreSQL: the URL the LISTEN client connects with. */
  databaseUrl: string;
  /** The NOTIFY channel (tests give each hub pair its own). */
  channel?: string;
  secret: string;
  logger: Logger;
  clock: Clock;
  limits?: Partial<SessionLimits>;
}

/** The STOMP-over-SockJS endpoint /ws and the bank-sync events it fans out to users' pages. */
export class RealtimeHub implements BiEvents {
  private readonly sessions = new Map<number, Set<StompSession>>();
  private bus: EventBus | undefined;
  private readonly limits: SessionLimits;

  private constructor(private readonly options: RealtimeHubOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
  }

  static async create(options: RealtimeHubOptions): Promise<RealtimeHub> {
    const hub = new RealtimeHub(options);
    const listener: BusListener = {
      event: (userId) => hub.deliver(userId),
      resumed: () => hub.deliverToEveryone(),
    };
    const { db, databaseUrl, channel = 'pecule_bi', logger } = options;
    hub.bus =
      db.dialect === 'postgres'
        ? await postgresBus(
            { connectionString: databaseUrl, channel, executor: db.kysely, logger },
            listener,
          )
        : localBus(listener);
    return hub;
  }

  async publish(userId: number): Promise<void> {
    await this.bus?.publish(userId);
  }

  /** Serves /ws on the app's HTTP server. */
  attach(server: http.Server): void {
    attachSockJs(server, this.options.logger, (connection) => {
      const session = new StompSession(connection, this.limits, {
        authenticate: (ticket) => verifyWsTicket(this.options.secret, ticket, this.options.clock()),
        opened: (opened) => this.register(opened),
        closed: (closed) => this.unregister(closed),
      });
      connection.onData((chunk) => session.receive(chunk));
      connection.onClose(() => session.end());
    });
  }

  /** Closes every connection and stops listening. */
  async close(): Promise<void> {
    for (const mine of this.sessions.values()) for (const session of mine) session.close();
    await this.bus?.close();
  }

  private register(session: StompSession): string | undefined {
    const userId = session.userId!;
    const mine = this.sessions.get(userId) ?? new Set();
    if (mine.size >= MAX_CONNECTIONS_PER_USER) return 'Too many connections for this user';
    mine.add(session);
    this.sessions.set(userId, mine);
    return undefined;
  }

  private unregister(session: StompSession): void {
    const mine = this.sessions.get(session.userId ?? -1);
    mine?.delete(session);
    if (mine?.size === 0) this.sessions.delete(session.userId!);
  }

  private deliver(userId: number): void {
    const body = JSON.stringify({ userId });
    for (const session of this.sessions.get(userId) ?? []) session.deliver(BI_TOPIC, body);
  }

  private deliverToEveryone(): void {
    for (const userId of this.sessions.keys()) this.deliver(userId);
  }
}
