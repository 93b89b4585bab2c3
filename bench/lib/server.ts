import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { ROOT } from './results';

/** Benchmarks only ever talk to this machine. */
export const HOST = '127.0.0.1';
const START_TIMEOUT_MS = 20_000;
const POLL_MS = 5;
const STOP_TIMEOUT_MS = 5_000;
const SERVER_ENTRY = 'dist-server/main.mjs';

export interface ServerProcess {
  baseUrl: string;
  /** The server's process id (its CPU time is read from /proc, its system calls by strace). */
  pid: number;
  /** From spawn to the first HTTP answer of GET /api/user. */
  firstAnswerMs: number;
  /** From spawn to the "ready" log line, when it came before the first answer. */
  readyLineMs: number | null;
  firstStatus: number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const probe = net.createServer();
  probe.listen(0, HOST);
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

export interface ServerOptions {
  /** Node options before the entry (`--cpu-prof` to profile the server). */
  nodeArgs?: readonly string[];
  /** More environment for the server (BACKUP_DAILY=0 where a backup would run with the measures). */
  env?: Readonly<Record<string, string>>;
  /** Another checkout's build (a benchmark comparing before and after). */
  root?: string;
}

/**
 * Where the built server is taken from: this checkout, or BENCH_SERVER_ROOT (another checkout
 * built, to compare before and after in one sitting with the same bench code).
 */
const serverRoot = () => process.env.BENCH_SERVER_ROOT || ROOT;

/**
 * Spawns the built server (`node dist-server/main.mjs`, what `npm start` runs; `npm run build`
 * makes it) on a database and waits for its first answer.
 */
export async function startServer(
  databaseUrl: string,
  options: ServerOptions = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const baseUrl = `http://${HOST}:${port}`;
  const started = performance.now();
  const root = options.root ?? serverRoot();
  if (!fs.existsSync(path.join(root, SERVER_ENTRY))) {
    throw new Error(`${root}/${SERVER_ENTRY} is missing: run npm run build first`);
  }
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST,
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      ADMIN_PASSWORD: 'bench-admin-pass',
      LOG_LEVEL: 'warn',
      PECULE_DEMO: '',
      // The ECB's history read at start would weigh on the measures.
      ECB_RATES: '0',
      ...options.env,
    },
  });
  let readyLineMs: number | null = null;
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (readyLineMs === null && /ready/i.test(output)) readyLineMs = performance.now() - started;
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  while (performance.now() - started < START_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/user`);
      const firstAnswerMs = performance.now() - started;
      await response.arrayBuffer();
      const pid = child.pid!;
      return { baseUrl, pid, firstAnswerMs, readyLineMs, firstStatus: response.status, stop };
    } catch {
      await sleep(POLL_MS);
    }
  }
  await stop();
  throw new Error(`server did not answer within ${START_TIMEOUT_MS} ms:\n${output}`);
}
