import autocannon from 'autocannon';

// Load and timing helpers of the operations benchmark: autocannon at a fixed rate or flat out,
// and one request after the other for writes.

export interface Latency {
  p50: number;
  p95: number;
  p99: number;
  count: number;
  /** Under a fixed rate: the rate the server kept up with. */
  rps?: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

export function latencyOf(timings: number[]): Latency {
  const sorted = [...timings].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)), count: sorted.length };
}

export interface Target {
  url: string;
  headers: Record<string, string>;
}

/** Checks every answer was a 2xx; autocannon itself only counts them. */
function checked(failures: number, url: string) {
  if (failures > 0) throw new Error(`${url}: ${failures} answers were not 2xx or failed`);
}

/** Latency at `rate` requests/s (autocannon overallRate), after a warm-up of a second. */
export async function latencyAtRate(target: Target, rate: number, durationS: number) {
  const load = { ...target, connections: 10, overallRate: rate };
  await autocannon({ ...load, duration: 1 });
  const timings: number[] = [];
  const run = autocannon({ ...load, duration: durationS });
  run.on('response', (_client, _status, _bytes, ms) => timings.push(ms));
  const result = await run;
  checked(result.non2xx + result.errors + result.timeouts, target.url);
  return { ...latencyOf(timings), rps: Math.round(result.requests.average) };
}

/** Requests/s flat out: 10 connections × 4 pipelined, as the user-endpoint benchmark. */
export async function peakRate(target: Target, durationS: number): Promise<number> {
  const load = { ...target, connections: 10, pipelining: 4 };
  await autocannon({ ...load, duration: 1 });
  const result = await autocannon({ ...load, duration: durationS });
  checked(result.non2xx + result.errors + result.timeouts, target.url);
  return Math.round(result.requests.average);
}

/** Times `samples` calls made one after the other (after `warmup` untimed ones). */
export async function sequential(
  call: (i: number) => Promise<Response>,
  samples: number,
  warmup = 0,
): Promise<Latency> {
  const timings: number[] = [];
  for (let i = 0; i < warmup + samples; i++) {
    const started = performance.now();
    const response = await call(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
    if (i >= warmup) timings.push(performance.now() - started);
  }
  return latencyOf(timings);
}
