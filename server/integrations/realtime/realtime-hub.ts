import type http from 'node:http';
import type { Logger } from 'pino';
import { BI_TOPIC } from '../../../contract/realtime';
import type { Db } from '../../db/database';
import { runPeriodically } from '../../jobs/periodic';
import type { BiEvents } from './bi-events';
import { localBus, postgresBus, type BusListener, type EventBus } from './event-bus';
import type { SessionCheck } from './session-check';
import { attachSockJs } from './sockjs-endpoint';
import { StompSession, type SessionLimits } from './stomp-session';

export const DEFAULT_LIMITS: SessionLimits = {
  // Client frames are a few headers: 8 KiB is generous, and bounds what a client makes us hold.
  maxFrameBytes: 8 * 1024,
  heartBeat: { send: 10_000, receive: 10_000 },
  connectTimeoutMs: 10_000,
};

/** A person rarely has more tabs open; more is a runaway script. */
export const MAX_CONNECTIONS_PER_USER = 20;

/** How often the connections' sessions are checked: the longest a connection outlives its session. */
export const SESSION_CHECK_MS = 5_000;

/** What the server sends a connection whose session has ended, before closing it. */
export const SESSION_ENDED = 'Session ended';

export interface RealtimeHubOptions {
  db: Db;
  /** PostgreSQL: the URL the LISTEN client connects with. */
  databaseUrl: string;
  /** The NOTIFY channel (tests give each hub pair its own). */
  channel?: string;
  sessions: SessionCheck;
  logger: Logger;
  limits?: Partial<SessionLimits>;
  sessionCheckMs?: number;
}

/** The STOMP-over-SockJS endpoint /ws and the bank-sync events it fans out to users' pages. */
export class RealtimeHub implements BiEvents {
  private readonly sessions = new Map<number, Set<StompSession>>();
  private bus: EventBus | undefined;
  private readonly limits: SessionLimits;
  private stopChecks = () => {};

  private constructor(private readonly options: RealtimeHubOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
  }

  static async create(options: RealtimeHubOptions): Promise<RealtimeHub> {
    const hub = new RealtimeHub(options);
    const { db, databaseUrl, channel = 'pecule_bi', logger } = options;
    const listener: BusListener = {
      event: (userId) => hub.deliver([userId]),
      resumed: () => hub.deliver([...hub.sessions.keys()]),
    };
    hub.bus =
      db.dialect === 'postgres'
        ? await postgresBus(
            { connectionString: databaseUrl, channel, executor: db.kysely, logger },
            listener,
          )
        : localBus(listener);
    hub.stopChecks = runPeriodically(
      logger,
      'realtime-session-check',
      options.sessionCheckMs ?? SESSION_CHECK_MS,
      async () => void (await hub.keepLive(hub.allConnections())),
    );
    return hub;
  }

  async publish(userId: number): Promise<void> {
    await this.bus?.publish(userId);
  }

  /** Serves /ws on the app's HTTP server. */
  attach(server: http.Server): void {
    const { sessions, logger } = this.options;
    attachSockJs(server, logger, (connection) => {
      const session = new StompSession(connection, this.limits, {
        authenticate: (ticket) =>
          ticket === undefined
            ? Promise.resolve(undefined)
            : sessions.redeem(ticket).catch((error: unknown) => {
                logger.error({ err: error }, 'realtime ticket not checked');
                return undefined;
              }),
        opened: (opened) => this.register(opened),
        closed: (closed) => this.unregister(closed),
      });
      connection.onData((chunk) => session.receive(chunk));
      connection.onClose(() => session.end());
    });
  }

  /** Closes every connection and stops listening. */
  async close(): Promise<void> {
    this.stopChecks();
    for (const session of this.allConnections()) session.close();
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

  private allConnections(): StompSession[] {
    return [...this.sessions.values()].flatMap((mine) => [...mine]);
  }

  /** Closes the connections whose session has ended; answers the others. */
  private async keepLive(connections: StompSession[]): Promise<StompSession[]> {
    if (connections.length === 0) return [];
    const ids = [...new Set(connections.map((session) => session.sessionId!))];
    const live = await this.options.sessions.live(ids);
    return connections.filter((session) => {
      if (live.has(session.sessionId!)) return true;
      session.fail(SESSION_ENDED);
      return false;
    });
  }

  /**
   * Tells these users' pages, checking their sessions first: a connection never hears of an event
   * after its session ended, even before the periodic check closes it. When the check fails the
   * event is dropped (the pages miss a refresh) rather than sent to connections of ended sessions.
   */
  private deliver(userIds: number[]): void {
    const connections = userIds.flatMap((userId) => [...(this.sessions.get(userId) ?? [])]);
    this.keepLive(connections).then(
      (live) => {
        for (const session of live) {
          session.deliver(BI_TOPIC, JSON.stringify({ userId: session.userId }));
        }
      },
      (error: unknown) => this.options.logger.error({ err: error }, 'realtime event not delivered'),
    );
  }
}
