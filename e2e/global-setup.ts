import path from 'node:path';
import type { FullConfig } from '@playwright/test';
import { serverVariable, startServer } from './servers';

/**
 * One built server per parallel lane, each with its own database and outbox: the workers of a
 * lane (a worker restarted after a failure takes its lane back) share its server, as the flows
 * of one file build on each other; the lanes never see one another's people or data.
 */
export default async function globalSetup(config: FullConfig) {
  const servers = await Promise.all(
    Array.from({ length: config.workers }, (_, lane) =>
      startServer(path.join(process.env.E2E_TMP_DIR as string, `lane-${lane}`)),
    ),
  );
  servers.forEach((server, lane) => (process.env[serverVariable(lane)] = server.url));
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}
