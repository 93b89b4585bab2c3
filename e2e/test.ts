import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { test as base, type APIRequestContext } from '@playwright/test';
import { serverEnvironment } from './server-environment';

export { expect } from '@playwright/test';

interface WorkerServer {
  url: string;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function waitForHealth(
  request: APIRequestContext,
  url: string,
  child: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server ended with ${child.exitCode}`);
    const healthy = await request.get(`${url}/api/health`).then(
      (answer) => answer.ok(),
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server did not answer at ${url}`);
}

/**
 * Each worker runs its own server with its own database and outbox, so flows running side by side
 * never see one another's people or data.
 */
export const test = base.extend<object, { workerServer: WorkerServer }>({
  workerServer: [
    async ({ playwright }, use, workerInfo) => {
      const port = await freePort();
      const url = `http://127.0.0.1:${port}`;
      const dir = path.join(process.env.E2E_TMP_DIR as string, `worker-${workerInfo.workerIndex}`);
      fs.mkdirSync(dir, { recursive: true });
      const child = spawn('node', ['--enable-source-maps', 'dist-server/main.mjs'], {
        env: serverEnvironment({ port, dir }),
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const request = await playwright.request.newContext();
      await waitForHealth(request, url, child);
      await request.dispose();
      await use({ url });
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  baseURL: async ({ workerServer }, use) => use(workerServer.url),
});
