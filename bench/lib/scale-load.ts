import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { latencyOf, type Latency } from './load';
import { callsOf, kindOf, MIX, type Call, type ScaleUser, type VisitKind } from './scale-mix';

// The scale bench's load generator, run in a process of its own (child_process.fork) so that
// sending and timing requests does not share an event loop with the proxy or the servers.

export interface LoadOrder {
  baseUrl: string;
  users: ScaleUser[];
  /** Requests per second to aim at (visits spaced to give it), or flat out with `connections`. */
  rate: number | null;
  connections: number;
  durationS: number;
}

export interface LoadAnswer {
  requests: number;
  rps: number;
  errors: number;
  latency: Latency;
  /** p95 per kind of visit, each call of a visit counted. */
  p95ByKind: Partial<Record<VisitKind, number>>;
  firstError?: string;
}

const CALLS_PER_VISIT = MIX.reduce(
  (sum, [kind, share]) => sum + share * (kind === 'home' ? 6 : 1),
  0,
);

function send(agent: http.Agent, base: URL, user: ScaleUser, call: Call): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { ...user.headers, 'accept-encoding': 'gzip' };
    if (call.body) headers['content-type'] = 'application/json';
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}

export async function runLoad(order: LoadOrder): Promise<LoadAnswer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: order.connections });
  const base = new URL(order.baseUrl);
  const timings: number[] = [];
  const byKind = new Map<VisitKind, number[]>();
  let errors = 0;
  let firstError: string | undefined;
  const visit = async () => {
    const kind = kindOf(Math.random());
    const user = order.users[Math.floor(Math.random() * order.users.length)]!;
    await Promise.all(
      callsOf(kind, user, Math.random).map(async (call) => {
        const started = performance.now();
        const status = await send(agent, base, user, call).catch(() => 0);
        const ms = performance.now() - started;
        timings.push(ms);
        const ofKind = byKind.get(kind) ?? [];
        ofKind.push(ms);
        byKind.set(kind, ofKind);
        if (status < 200 || status >= 300) {
          errors += 1;
          firstError ??= `${call.method} ${call.path} answered ${status}`;
        }
      }),
    );
  };
  const started = performance.now();
  const end = started + order.durationS * 1000;
  const pending = new Set<Promise<void>>();
  if (order.rate === null) {
    const loop = async () => {
      while (performance.now() < end) await visit();
    };
    await Promise.all(Array.from({ length: order.connections }, loop));
  } else {
    const gapMs = (1000 * CALLS_PER_VISIT) / order.rate;
    for (let at = started; at < end; at += gapMs) {
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      const running = visit();
      pending.add(running);
      void running.finally(() => pending.delete(running));
    }
    await Promise.all(pending);
  }
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  const p95ByKind = Object.fromEntries(
    [...byKind].map(([kind, ms]) => [kind, latencyOf(ms).p95]),
  ) as Partial<Record<VisitKind, number>>;
  return {
    requests: timings.length,
    rps: Math.round(timings.length / seconds),
    errors,
    latency: latencyOf(timings),
    p95ByKind,
    firstError,
  };
}

// Forked: one order in, one answer out.
if (process.send) {
  process.once('message', (order: LoadOrder) => {
    void runLoad(order).then((answer) => {
      process.send!(answer, () => process.exit(0));
    });
  });
}
