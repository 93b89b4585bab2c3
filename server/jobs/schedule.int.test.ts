import type { Logger } from 'pino';
import { afterEach, expect, it, vi } from 'vitest';
import { describeOnDatabases, openEmptyDatabase } from '../test/databases';
import { migrateToLatest } from '../db/migrator';
import { metricsText } from '../metrics/registry';
import { whenIdle } from './background';
import { HOUR_MS } from './periodic';
import { periodicTasks, startSchedule } from './schedule';

const recording = () =>
  ({ error: vi.fn(), info: vi.fn(), warn: vi.fn() }) as unknown as Logger & {
    error: ReturnType<typeof vi.fn>;
  };

afterEach(() => {
  vi.useRealTimers();
});

describeOnDatabases('the periodic tasks', (ctx) => {
  it('each run against the database', async () => {
    const logger = recording();
    const tasks = periodicTasks(ctx.db.kysely, logger);
    expect(tasks.map((task) => task.name)).toEqual([
      'purge-expired-sessions',
      'purge-rate-limit-windows',
      'purge-idempotency-keys',
      'purge-ended-api-tokens',
      'purge-ws-tickets',
      'purge-two-factor-challenges',
      'purge-passkey-ceremonies',
      'echeances-autosave',
    ]);
    for (const task of tasks) await task.run(Date.now());
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('log a database failure of each task, and run again at the next tick', async () => {
    const broken = await openEmptyDatabase(ctx.db.dialect);
    await migrateToLatest(broken.db.kysely);
    await broken.drop();
    const logger = recording();
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const stop = startSchedule(
      broken.db.kysely,
      periodicTasks(broken.db.kysely, logger),
      logger,
      Date.now,
    );
    const count = periodicTasks(broken.db.kysely, logger).length;
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(count), { timeout: 10_000 });
    const failed = logger.error.mock.calls.map(([fields]) => (fields as { task: string }).task);
    expect(failed.sort()).toEqual(
      periodicTasks(broken.db.kysely, logger)
        .map((t) => t.name)
        .sort(),
    );
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(2 * count), {
      timeout: 10_000,
    });
    stop();
    await whenIdle();
  });

  it('count and time the runs this server makes, by job and outcome', async () => {
    const logger = recording();
    const job = `metrics-probe-${ctx.db.dialect}`;
    const tasks = [
      { name: `${job}-ok`, everyMs: HOUR_MS, run: async () => {} },
      { name: `${job}-broken`, everyMs: HOUR_MS, run: () => Promise.reject(new Error('broken')) },
    ];
    const stop = startSchedule(ctx.db.kysely, tasks, logger, Date.now, 'metrics-test-server');
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    stop();
    await whenIdle();
    const text = await metricsText();
    expect(text).toContain(`pecule_job_runs_total{job="${job}-ok",outcome="success"} 1`);
    expect(text).toContain(`pecule_job_runs_total{job="${job}-broken",outcome="failure"} 1`);
    expect(text).toContain(`pecule_job_duration_seconds_count{job="${job}-ok"} 1`);
  });
});
