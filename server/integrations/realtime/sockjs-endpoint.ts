import type http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import sockjs from 'sockjs';
import { REALTIME_PATH } from '../../../contract/realtime';
import type { FrameTransport } from './stomp-session';

export interface SockJsConnection extends FrameTransport {
  onData(listener: (chunk: string) => void): void;
  onClose(listener: () => void): void;
}

/**
 * The SockJS paths kept: the greeting, /info, raw WebSocket and the websocket and XHR transports
 * of a session. The iframe page (a third-party script), htmlfile and JSONP answer 404.
 */
const KEPT = new RegExp(
  `^${REALTIME_PATH}(/info|/websocket|/[^/.]+/[^/.]+/(websocket|xhr|xhr_send|xhr_streaming))?/?$`,
);

const UNDER_PREFIX = new RegExp(`^${REALTIME_PATH}(/|$)`);

const pathOf = (req: http.IncomingMessage) => (req.url ?? '').split('?')[0]!;

/** What the SPA's pages send; SockJS answers are data, never pages, so nothing may frame or run them. */
function secure(res: http.ServerResponse): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  res.setHeader('Referrer-Policy', 'no-referrer');
}

/** Serves SockJS at /ws on the app's server, ahead of Express; CORS is off (same origin only). */
export function attachSockJs(
  server: http.Server,
  logger: Logger,
  connected: (connection: SockJsConnection) => void,
): void {
  const sockServer = sockjs.createServer({
    prefix: REALTIME_PATH,
    disable_cors: true,
    log: (severity, line) => (severity === 'error' ? logger.error(line) : logger.trace(line)),
  } as sockjs.ServerOptions);
  sockServer.on('connection', (conn: sockjs.Connection | null) => {
    if (conn) connected(wrap(conn));
  });
  sockServer.installHandlers(server);
  const [sockRequest] = server.listeners('request') as http.RequestListener[];
  const [sockUpgrade] = server.listeners('upgrade') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.removeAllListeners('upgrade');
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = pathOf(req);
    if (UNDER_PREFIX.test(path)) {
      secure(res);
      if (!KEPT.test(path)) return void res.writeHead(404).end();
    }
    sockRequest!(req, res);
  });
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (KEPT.test(pathOf(req))) sockUpgrade!(req, socket, head);
    else socket.destroy();
  });
}

function wrap(conn: sockjs.Connection): SockJsConnection {
  return {
    send: (text) => void conn.write(text),
    close: () => void conn.close(),
    onData: (listener) => void conn.on('data', listener),
    onClose: (listener) => void conn.on('close', listener),
  };
}
