import { BI_TOPIC, TICKET_HEADER } from '../../../contract/realtime';
import { FrameReader, StompError, serializeFrame, type StompFrame } from './stomp-frames';
import type { LiveSession } from './session-check';

/** The socket under a session: SockJS in production, anything that carries text in tests. */
export interface FrameTransport {
  send(text: string): void;
  close(): void;
}

export interface SessionLimits {
  maxFrameBytes: number;
  /** Heart-beats the server offers: it can send every `send` ms, wants one every `receive` ms. */
  heartBeat: { send: number; receive: number };
  /** Time to send a CONNECT frame before the connection is closed. */
  connectTimeoutMs: number;
}

export interface SessionHooks {
  /** The session a CONNECT frame's ticket opens a connection for (consuming it), or undefined. */
  authenticate(ticket: string | undefined): Promise<LiveSession | undefined>;
  /** Called once the session is connected; answers an error to refuse it (too many…). */
  opened(session: StompSession): string | undefined;
  closed(session: StompSession): void;
}

/** Silence tolerated on an incoming heart-beat before the peer counts as gone (network jitter). */
const HEART_BEAT_GRACE = 2;

/** One STOMP 1.2 connection: CONNECT first, then subscriptions to /topic/bi, then DISCONNECT. */
export class StompSession {
  userId: number | undefined;
  sessionId: string | undefined;
  private readonly reader: FrameReader;
  private readonly subscriptions = new Set<string>();
  private readonly timers: NodeJS.Timeout[] = [];
  private lastReceived = Date.now();
  private messageCount = 0;
  private ended = false;
  /** Chunks are handled in order, one after the other: a CONNECT waits for its ticket's check. */
  private handled: Promise<void> = Promise.resolve();

  constructor(
    private readonly transport: FrameTransport,
    private readonly limits: SessionLimits,
    private readonly hooks: SessionHooks,
  ) {
    this.reader = new FrameReader(limits.maxFrameBytes);
    this.every(limits.connectTimeoutMs, () => {
      if (this.userId === undefined) this.fail('No CONNECT frame in time');
    });
  }

  receive(chunk: string): void {
    if (this.ended) return;
    this.lastReceived = Date.now();
    this.handled = this.handled.then(() => this.handleChunk(chunk));
  }

  private async handleChunk(chunk: string): Promise<void> {
    try {
      for (const frame of this.reader.push(chunk)) {
        if (this.ended) return;
        await this.handle(frame);
      }
    } catch (error) {
      this.fail(error instanceof StompError ? error.message : 'Server error');
    }
  }

  /** Sends a message to every subscription of this session on that destination. */
  deliver(destination: string, body: string): void {
    if (this.ended || destination !== BI_TOPIC) return;
    for (const id of this.subscriptions) {
      this.messageCount += 1;
      this.send(
        'MESSAGE',
        {
          subscription: id,
          'message-id': `${id}-${this.messageCount}`,
          destination,
          'content-type': 'application/json',
        },
        body,
      );
    }
  }

  /** The transport closed (the client left, or the network dropped). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const timer of this.timers) clearInterval(timer);
    this.hooks.closed(this);
  }

  private async handle(frame: StompFrame): Promise<void> {
    const connected = this.userId !== undefined;
    if (frame.command === 'CONNECT' || frame.command === 'STOMP') {
      if (connected) throw new StompError('Already connected');
      return this.connect(frame);
    }
    if (!connected) throw new StompError('CONNECT must be the first frame');
    if (frame.command === 'SUBSCRIBE') this.subscribe(frame);
    else if (frame.command === 'UNSUBSCRIBE') this.subscriptions.delete(required(frame, 'id'));
    else if (frame.command !== 'DISCONNECT') {
      throw new StompError(`${frame.command} is not accepted: /topic/bi is read-only`);
    }
    const receipt = frame.headers.receipt;
    if (receipt !== undefined) this.send('RECEIPT', { 'receipt-id': receipt });
    if (frame.command === 'DISCONNECT') this.close();
  }

  private async connect(frame: StompFrame): Promise<void> {
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) {
      this.send('ERROR', { version: '1.2', message: 'Only STOMP 1.2 is supported' });
      return this.close();
    }
    const session = await this.hooks.authenticate(frame.headers[TICKET_HEADER]);
    if (this.ended) return;
    if (!session) throw new StompError('Unauthenticated: a valid ticket is required');
    this.userId = session.userId;
    this.sessionId = session.sessionId;
    const refusal = this.hooks.opened(this);
    if (refusal) throw new StompError(refusal);
    const { send, receive } = this.negotiate(frame.headers['heart-beat']);
    this.send('CONNECTED', {
      version: '1.2',
      'heart-beat': `${send},${receive}`,
      server: 'Pecule',
    });
    if (send > 0) this.every(send, () => this.transport.send('\n'));
    if (receive > 0) {
      this.every(receive, () => {
        if (Date.now() - this.lastReceived > receive * HEART_BEAT_GRACE) this.close();
      });
    }
  }

  /** Spec 1.2 "Heart-beating": each side uses the larger of what one offers and the other wants. */
  private negotiate(header = '0,0'): { send: number; receive: number } {
    const match = /^(\d+),(\d+)$/.exec(header);
    if (!match) throw new StompError('Malformed heart-beat header');
    const [clientSend, clientReceive] = [Number(match[1]), Number(match[2])];
    const { send, receive } = this.limits.heartBeat;
    return {
      send: send === 0 || clientReceive === 0 ? 0 : Math.max(send, clientReceive),
      receive: receive === 0 || clientSend === 0 ? 0 : Math.max(receive, clientSend),
    };
  }

  private subscribe(frame: StompFrame): void {
    const id = required(frame, 'id');
    const destination = required(frame, 'destination');
    if (destination !== BI_TOPIC) throw new StompError(`Unknown destination ${destination}`);
    if (this.subscriptions.has(id)) throw new StompError(`Subscription ${id} already exists`);
    this.subscriptions.add(id);
  }

  /** Sends an ERROR frame, then closes the connection. */
  fail(message: string): void {
    this.send('ERROR', { message, 'content-type': 'text/plain' }, message);
    this.close();
  }

  private send(command: string, headers: Record<string, string>, body?: string): void {
    this.transport.send(serializeFrame(command, headers, body));
  }

  /** Closes the connection from the server's side. */
  close(): void {
    this.transport.close();
    this.end();
  }

  private every(ms: number, task: () => void): void {
    this.timers.push(setInterval(task, ms).unref());
  }
}

function required(frame: StompFrame, header: string): string {
  const value = frame.headers[header];
  if (!value) throw new StompError(`${frame.command} without the ${header} header`);
  return value;
}
