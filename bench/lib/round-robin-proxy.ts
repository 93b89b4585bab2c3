import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { HOST } from './server';

// The scale bench's reverse proxy: each request goes to the next app server in turn, over kept
// connections, as nginx's round robin does (docs/deployment.md). Plain HTTP only: no upgrade.

export interface Proxy {
  baseUrl: string;
  stop(): Promise<void>;
}

/** The client's address appended to the chain it came with, as nginx's $proxy_add_x_forwarded_for. */
function forwardedFor(request: http.IncomingMessage): string {
  const chain = request.headers['x-forwarded-for'];
  const address = request.socket.remoteAddress ?? '';
  return chain ? `${String(chain)}, ${address}` : address;
}

export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<Proxy> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const targets = upstreams.map((url) => new URL(url));
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = targets[next++ % targets.length]!;
    const upstream = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': forwardedFor(request) },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(upstream);
  });
  server.keepAliveTimeout = 30_000;
  server.listen(0, HOST);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://${HOST}:${port}`,
    stop: async () => {
      server.closeAllConnections();
      server.close();
      agent.destroy();
      await once(server, 'close');
    },
  };
}
