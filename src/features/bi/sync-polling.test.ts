import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollSyncStatus } from './sync-polling';

describe('sync status polling (000 §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (answers: (boolean | Error)[]) => {
    const isDone = vi.fn(async () => {
      const answer = answers.shift() ?? false;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const onDone = vi.fn();
    const onGiveUp = vi.fn();
    const stop = pollSyncStatus({ isDone, onDone, onGiveUp });
    return { isDone, onDone, onGiveUp, stop };
  };

  it('asks first after 1 s, then every 5 s until done', async () => {
    const { isDone, onDone } = start([false, false, true]);
    await vi.advanceTimersByTimeAsync(999);
    expect(isDone).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4999);
    expect(isDone).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(isDone).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5000);
    expect(isDone).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(isDone).toHaveBeenCalledTimes(3);
  });

  it('gives up after 60 pending answers', async () => {
    const { isDone, onDone, onGiveUp } = start([]);
    await vi.advanceTimersByTimeAsync(1000 + 59 * 5000);
    expect(isDone).toHaveBeenCalledTimes(60);
    expect(onGiveUp).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(50_000);
    expect(isDone).toHaveBeenCalledTimes(60);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('gives up at a failed call, and stops when asked', async () => {
    const failed = start([new Error('down')]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failed.onGiveUp).toHaveBeenCalledOnce();
    const stopped = start([false]);
    stopped.stop();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(stopped.isDone).not.toHaveBeenCalled();
  });
});
