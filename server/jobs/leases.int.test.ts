import type { Logger } from 'pino';
import { expect, it, vi } from 'vitest';
import { describeOnDatabases } from '../test/databases';
import { whenIdle } from './background';
import { HOUR_MS } from './periodic';
import { takeLease } from './leases';
import { startSchedule, type PeriodicTask } from './schedule';

const silent = () => ({ error: vi.fn(), info: vi.fn() }) as unknown as Logger;

describeOnDatabases('the periodic tasks’ leases', (ctx) => {
  it('go to one server until it stops renewing them', async () => {
    const db = ctx.db.kysely;
    const now = Date.parse('2026-03-01T10:00:00Z');
    expect(await takeLease(db, 'purge', 'server-a', now, HOUR_MS)).toBe(true);
    expect(await takeLease(db, 'purge', 'server-b', now + 1_000, HOUR_MS)).toBe(false);
    expect(await takeLease(db, 'other', 'server-b', now + 1_000, HOUR_MS)).toBe(true);
    expect(await takeLease(db, 'purge', 'server-a', now + HOUR_MS - 1, HOUR_MS)).toBe(true);
    expect(await takeLease(db, 'purge', 'server-b', now + HOUR_MS + 1, HOUR_MS)).toBe(false);
    expect(await takeLease(db, 'purge', 'server-b', now + 2 * HOUR_MS, HOUR_MS)).toBe(true);
  });

  it('let one of two app servers run each task', async () => {
    const runs: string[] = [];
    const task = (server: string): PeriodicTask => ({
      name: 'count-runs',
      everyMs: HOUR_MS,
      run: async () => {
        runs.push(server);
      },
    });
    const clock = () => Date.parse('2026-03-02T10:00:00Z');
    const stops = ['one', 'two'].map((server) =>
      startSchedule(ctx.db.kysely, [task(server)], silent(), clock, server),
    );
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000 });
    stops.forEach((stop) => stop());
    await whenIdle();
    expect(runs).toHaveLength(1);
  });
});
