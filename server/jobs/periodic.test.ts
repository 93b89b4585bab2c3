import type { Logger } from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { whenIdle } from './background';
import { HOUR_MS, runPeriodically } from './periodic';

const silent = () =>
  ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

afterEach(() => {
  vi.useRealTimers();
});

it('runs at start, then every hour, until stopped', async () => {
  vi.useFakeTimers();
  let runs = 0;
  const stop = runPeriodically(silent(), 'count', HOUR_MS, async () => {
    runs += 1;
  });
  await vi.advanceTimersByTimeAsync(10);
  expect(runs).toBe(1);
  await vi.advanceTimersByTimeAsync(2 * HOUR_MS + 10);
  expect(runs).toBe(3);
  stop();
  await vi.advanceTimersByTimeAsync(5 * HOUR_MS);
  expect(runs).toBe(3);
});

it('does not start a run while the previous one is still going', async () => {
  vi.useFakeTimers();
  let started = 0;
  let finish = () => {};
  const stop = runPeriodically(silent(), 'slow', 1_000, () => {
    started += 1;
    return new Promise<void>((resolve) => (finish = resolve));
  });
  await vi.advanceTimersByTimeAsync(3_500);
  expect(started).toBe(1);
  finish();
  await vi.advanceTimersByTimeAsync(1_010);
  expect(started).toBe(2);
  stop();
  finish();
  await vi.advanceTimersByTimeAsync(10);
  await whenIdle();
});

it('logs a failing run, then runs again at the next tick', async () => {
  vi.useFakeTimers();
  const logger = silent();
  let runs = 0;
  const stop = runPeriodically(logger, 'flaky', 1_000, async () => {
    runs += 1;
    if (runs === 1) throw new Error('database unreachable');
  });
  await vi.advanceTimersByTimeAsync(10);
  expect(logger.error).toHaveBeenCalledWith(
    expect.objectContaining({ task: 'flaky' }),
    'background task failed',
  );
  await vi.advanceTimersByTimeAsync(1_000);
  expect(runs).toBe(2);
  stop();
});

it('lets shutdown wait for a run under way, once stopped', async () => {
  let finish = () => {};
  let started = false;
  const stop = runPeriodically(silent(), 'long', HOUR_MS, () => {
    started = true;
    return new Promise<void>((resolve) => (finish = resolve));
  });
  await new Promise((resolve) => setImmediate(resolve));
  expect(started).toBe(true);
  stop();
  let idle = false;
  const shutdown = whenIdle().then(() => (idle = true));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(idle).toBe(false);
  finish();
  await shutdown;
  expect(idle).toBe(true);
});
