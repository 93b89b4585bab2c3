import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/database';
import { createLogger } from '../../server/http/logging';

/** The app on a free port of this process, over `db`, logging nothing. */
export async function serveInProcess(db: Db) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: 'no-static-dir',
    PUBLIC_URL: 'http://pecule.bench',
  });
  const app = buildApp({ config, db, logger: createLogger('silent'), secret: 'b'.repeat(40) });
  const server = app.listen(0, '127.0.0.1');
  // Longer than any measure: the clients keep their connections (a reset one would fail a fetch).
  server.keepAliveTimeout = 120_000;
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => server.close() };
}
