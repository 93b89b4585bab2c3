// Timing a call in this process: warm-up runs first, then the samples, summed up in ms to 0.1.

const WARMUP = 3;

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
export const roundMs = (ms: number) => Math.round(ms * 10) / 10;

/** Runs `call` 3 times unmeasured, then `samples` times; hands each answer to `onAnswer`. */
export async function sampleTimings<T>(
  samples: number,
  call: () => Promise<T>,
  onAnswer: (answer: T) => void = () => undefined,
): Promise<number[]> {
  const timings: number[] = [];
  for (let i = 0; i < samples + WARMUP; i++) {
    const started = performance.now();
    onAnswer(await call());
    if (i >= WARMUP) timings.push(performance.now() - started);
  }
  return timings.sort((a, b) => a - b);
}

/** The median, 95th percentile and slowest of `samples` runs of `call`. */
export async function time(samples: number, call: () => Promise<unknown>) {
  const timings = await sampleTimings(samples, call);
  return {
    median: roundMs(timings[Math.floor(timings.length / 2)]!),
    p95: roundMs(percentile(timings, 95)),
    max: roundMs(timings.at(-1)!),
  };
}

/** GET of a JSON answer as the signed-in person; anything but 200 fails the bench. */
export function signedInGet(baseUrl: string, cookie: string) {
  return async (path: string): Promise<unknown> => {
    const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
    return response.json();
  };
}
