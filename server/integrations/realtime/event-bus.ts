import { sql } from 'kysely';
import pg from 'pg';
import type { Logger } from 'pino';
import type { Executor } from '../../db/database';

/** Carries "this user's accounts changed" to every app server, this one included. */
export interface EventBus {
  publish(userId: number): Promise<void>;
  close(): Promise<void>;
}

export interface BusListener {
  event(userId: number): void;
  /** Events may have been missed while the bus was away (PostgreSQL connection lost). */
  resumed(): void;
}

/** One app server (SQLite): events go straight to this process's connections. */
export function localBus(listener: BusListener): EventBus {
  return {
    async publish(userId) {
      listener.event(userId);
    },
    async close() {},
  };
}

export interface PostgresBusOptions {
  connectionString: string;
  /** The NOTIFY channel; app servers that share a database and this name hear each other. */
  channel: string;
  /** Sends the NOTIFY through the app's pool. */
  executor: Executor;
  logger: Logger;
  /** First wait before reconnecting the listener; it doubles up to 30 s. */
  retryMs?: number;
}

const MAX_RETRY_MS = 30_000;

/**
 * Several app servers on one PostgreSQL: NOTIFY on publish, and a dedicated client that LISTENs,
 * reconnecting with back-off when its connection is lost.
 */
export async function postgresBus(
  options: PostgresBusOptions,
  listener: BusListener,
): Promise<EventBus> {
  const { connectionString, channel, executor, logger, retryMs = 500 } = options;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let delay = retryMs;
  let retry: NodeJS.Timeout | undefined;

  const reconnectLater = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void listen(true);
    }, delay);
    delay = Math.min(delay * 2, MAX_RETRY_MS);
  };

  const listen = async (resuming: boolean) => {
    const current = new pg.Client({ connectionString });
    client = current;
    current.on('notification', ({ payload }) => {
      const userId = Number(payload);
      if (Number.isSafeInteger(userId)) listener.event(userId);
    });
    // A late event of a replaced client must not start a second one.
    const lost = () => {
      if (current === client) reconnectLater();
    };
    current.on('error', (error) => {
      logger.warn({ err: error }, 'realtime listener connection lost');
      void current.end().catch(() => undefined);
      lost();
    });
    current.on('end', lost);
    try {
      await current.connect();
      await current.query(`LISTEN ${channel}`);
      delay = retryMs;
      if (resuming) listener.resumed();
    } catch (error) {
      logger.warn({ err: error }, 'realtime listener cannot connect');
      void current.end().catch(() => undefined);
      lost();
    }
  };

  await listen(false);
  return {
    async publish(userId) {
      await sql`SELECT pg_notify(${channel}, ${String(userId)})`.execute(executor);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    },
  };
}
