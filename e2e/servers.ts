import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { serverEnvironment } from './server-environment';

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

async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server ended with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the e2e server did not answer at ${url}`);
}

/** The variable holding the address of the server of the workers of that parallel index. */
export const serverVariable = (parallelIndex: number) => `E2E_SERVER_${parallelIndex}`;

/**
 * Starts a built server with its own database and outbox in `dir`, and any variables of `env`
 * over the usual ones; answers its address, named `host` (it always listens on 127.0.0.1:
 * `localhost` is for passkeys, which refuse an IP address).
 */
export async function startServer(
  dir: string,
  { env = {}, host = '127.0.0.1' }: { env?: Record<string, string>; host?: string } = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const url = `http://${host}:${port}`;
  fs.mkdirSync(dir, { recursive: true });
  const child = spawn('node', ['--enable-source-maps', 'dist-server/main.mjs'], {
    env: { ...serverEnvironment({ port, dir: path.resolve(dir), host }), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(url, child);
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
