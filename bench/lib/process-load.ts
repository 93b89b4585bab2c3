import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon, { type Result } from 'autocannon';
import type { Target } from './load';
import { ROOT } from './results';
import { HOST, freePort } from './server';

// What a request costs the server's process, measured from outside it: requests/s flat out, CPU
// time per request (/proc/<pid>/stat over the run) and system calls per request (strace), against
// the built server or the bare Express yardstick, each in its own process.

/** 10 connections × 4 pipelined, as every peak of the benchmarks. */
const LOAD = { connections: 10, pipelining: 4 };
const TICKS_PER_S = 100;
const ATTACH_WAIT_MS = 500;

export interface Peak {
  requestsPerSecond: number;
  requests: number;
  /** CPU time (user + system) of the server's process per answered request. */
  cpuMsPerRequest: number;
}

/** User plus system CPU time of a process so far, in ms (Linux; NaN elsewhere). */
export function cpuMsOf(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat, 12 and 13 after the command name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return NaN;
  }
}

function checked(result: Result, url: string): Result {
  const failures = result.non2xx + result.errors + result.timeouts;
  if (failures > 0) throw new Error(`${url}: ${failures} answers were not 2xx or failed`);
  return result;
}

/** Requests/s flat out after a second of warm-up, with the CPU the server spent on them. */
export async function peakOf(target: Target, pid: number, durationS: number): Promise<Peak> {
  const load = { ...target, ...LOAD };
  checked(await autocannon({ ...load, duration: 1 }), target.url);
  const before = cpuMsOf(pid);
  const result = checked(await autocannon({ ...load, duration: durationS }), target.url);
  const cpuMs = cpuMsOf(pid) - before;
  const requests = result.requests.total;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    requests,
    cpuMsPerRequest: Math.round((cpuMs / requests) * 1000) / 1000,
  };
}

const hasStrace = () => spawnSync('strace', ['-V']).status === 0;

/** Counts in strace's -c summary (`calls` column) by system call name. */
function callsOf(summary: string): Map<string, number> {
  const calls = new Map<string, number>();
  for (const line of summary.split('\n')) {
    const columns = line.trim().split(/\s+/);
    const name = columns.at(-1);
    const count = Number(columns[3]);
    if (columns.length >= 5 && name && Number.isFinite(count)) calls.set(name, count);
  }
  return calls;
}

export interface WritesPerRequest {
  writev: number;
  write: number;
}

/**
 * The write system calls of every thread of the server per request, over `requests` requests
 * sent as the peak sends them; null without strace. strace slows the server, not its count.
 */
export async function writesPerRequest(
  target: Target,
  pid: number,
  requests: number,
): Promise<WritesPerRequest | null> {
  if (!hasStrace()) return null;
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pecule-strace-')), 'calls');
  const tracer = spawn('strace', [
    '-f',
    '-c',
    '-e',
    'trace=write,writev',
    '-o',
    out,
    '-p',
    `${pid}`,
  ]);
  try {
    await sleep(ATTACH_WAIT_MS);
    const result = checked(await autocannon({ ...target, ...LOAD, amount: requests }), target.url);
    const exited = once(tracer, 'exit');
    tracer.kill('SIGINT');
    await exited;
    const calls = callsOf(fs.readFileSync(out, 'utf8'));
    const per = (name: string) =>
      Math.round(((calls.get(name) ?? 0) / result.requests.total) * 100) / 100;
    return { writev: per('writev'), write: per('write') };
  } finally {
    if (tracer.exitCode === null) tracer.kill('SIGKILL');
    fs.rmSync(path.dirname(out), { recursive: true, force: true });
  }
}

export interface HelloProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The bare Express 5 yardstick in its own process, as the built server runs. */
export async function startHello(): Promise<HelloProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(ROOT, 'bench/lib/hello-server.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', HOST, PORT: String(port) },
  });
  await once(child.stdout, 'data');
  return {
    url: `http://${HOST}:${port}/hello`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The bare Express 5's peak, started and stopped around the measure. */
export async function helloPeak(durationS: number): Promise<Peak> {
  const hello = await startHello();
  try {
    return await peakOf({ url: hello.url, headers: {} }, hello.pid, durationS);
  } finally {
    await hello.stop();
  }
}
