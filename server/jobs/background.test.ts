import type { Logger } from 'pino';
import { expect, it, vi } from 'vitest';
import { runInBackground, whenIdle } from './background';

const silent = () =>
  ({ error: vi.fn() }) as unknown as Logger & { error: ReturnType<typeof vi.fn> };

it('starts the work after the caller went on, and lets tests wait for it', async () => {
  const done: string[] = [];
  runInBackground(silent(), 'test', async () => {
    done.push('work');
  });
  done.push('caller');
  await whenIdle();
  expect(done).toEqual(['caller', 'work']);
});

it('logs a failure instead of throwing it at no one', async () => {
  const logger = silent();
  runInBackground(logger, 'failing', async () => {
    throw new Error('mail server down');
  });
  await whenIdle();
  expect(logger.error).toHaveBeenCalledWith(
    expect.objectContaining({ task: 'failing' }),
    'background task failed',
  );
});

it('waits for tasks that tasks start', async () => {
  const done: string[] = [];
  runInBackground(silent(), 'outer', async () => {
    runInBackground(silent(), 'inner', async () => {
      done.push('inner');
    });
  });
  await whenIdle();
  expect(done).toEqual(['inner']);
});
