import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
import { BI_TOPIC, REALTIME_PATH, type REALTIME_TRANSPORTS } from '../../contract/realtime';
import type { Db } from '../db/database';
import { createLogger } from '../http/logging';
import { issueTicket, sessionCheckOf } from '../features/realtime/realtime.service';
import { openSession } from '../features/sessions/sessions.service';
import { RealtimeHub } from '../integrations/realtime/realtime-hub';
import type { SessionLimits } from '../integrations/realtime/stomp-session';
import { TEST_DATABASE_URL } from './databases';
import { createTestApp, type TestAppOptions } from './test-app';

export interface LiveServer {
  url: string;
  hub: RealtimeHub;
  stop(): Promise<void>;
}

/** A NOTIFY channel of its own, so parallel test files never hear each other. */
export const testChannel = () => `test_bi_${randomBytes(6).toString('hex')}`;

/** The app with its realtime hub, listening on an ephemeral port of 127.0.0.1. */
export async function startLiveServer(
  db: Db,
  channel: string,
  limits?: Partial<SessionLimits>,
  app: TestAppOptions = {},
  // Short, so that tests see an ended session close its connections soon.
  sessionCheckMs = 200,
): Promise<LiveServer> {
  const hub = await RealtimeHub.create({
    db,
    databaseUrl: TEST_DATABASE_URL,
    channel,
    sessions: sessionCheckOf(db.kysely, Date.now),
    logger: createLogger('silent'),
    limits,
    sessionCheckMs,
  });
  const server = http.createServer(createTestApp(db, { ...app, biEvents: hub }));
  hub.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hub,
    stop: async () => {
      await hub.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A ticket of a new session of the user (issued `now`, so it may be expired already). */
export async function ticketFor(db: Db, userId: number, now = Date.now()): Promise<string> {
  const token = await openSession(db.kysely, userId, { idleMinutes: 30, maxHours: 12 });
  return issueTicket(db.kysely, token, now);
}

const sockJsOf = (server: LiveServer, transport: (typeof REALTIME_TRANSPORTS)[number]) =>
  new SockJS(`${server.url}${REALTIME_PATH}`, null, { transports: [transport] });

/** A STOMP client subscribed to /topic/bi that records its messages (or its ERROR frame). */
export class TopicClient {
  readonly messages: unknown[] = [];
  readonly client: Client;
  error: IFrame | undefined;
  /** The server (or the network) closed the connection. */
  closed = false;

  constructor(
    server: LiveServer,
    ticket: string | undefined,
    transport: (typeof REALTIME_TRANSPORTS)[number] = 'websocket',
  ) {
    this.client = new Client({
      webSocketFactory: () => sockJsOf(server, transport),
      connectHeaders: ticket === undefined ? {} : { passcode: ticket },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
  }

  /** Connects and subscribes; resolves once the server confirmed the subscription (receipt). */
  open(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.client.onConnect = () => {
        this.client.watchForReceipt('subscribed', () => resolve());
        this.client.subscribe(
          BI_TOPIC,
          (message: IMessage) => this.messages.push(JSON.parse(message.body)),
          { receipt: 'subscribed' },
        );
      };
      this.client.onWebSocketClose = () => (this.closed = true);
      this.client.onStompError = (frame) => {
        this.error = frame;
        reject(new Error(frame.headers.message));
      };
      this.client.activate();
    });
  }

  close(): Promise<void> {
    return this.client.deactivate();
  }
}

/** Raw SockJS, for frames no well-behaved client sends; collects every frame the server sends. */
export class RawSocket {
  readonly received: string[] = [];
  private readonly socket: WebSocket;
  readonly closed: Promise<void>;
  readonly opened: Promise<void>;

  constructor(server: LiveServer) {
    this.socket = sockJsOf(server, 'websocket');
    this.socket.onmessage = (event) => this.received.push(String(event.data));
    this.opened = new Promise((resolve) => (this.socket.onopen = () => resolve()));
    this.closed = new Promise((resolve) => (this.socket.onclose = () => resolve()));
  }

  send(text: string): void {
    this.socket.send(text);
  }

  close(): void {
    this.socket.close();
  }
}

/** Waits until the condition holds (polling every 20 ms), or fails after `ms`. */
export async function eventually(condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
