import type { Logger } from 'pino';

const pending = new Set<Promise<void>>();

/**
 * Runs work after the current answer has left, so how long it takes tells the caller nothing
 * (a reset for an address with an account takes no longer to answer than one without). It starts
 * on the next turn of the event loop; a failure is logged, since no one is waiting for it.
 * Answers the run, which always resolves, for a caller that tracks it (one bank sync per person).
 */
export function runInBackground(
  logger: Logger,
  task: string,
  work: () => Promise<void>,
): Promise<void> {
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((err: unknown) => logger.error({ err, task }, 'background task failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
  return run;
}

/** Resolves once every task started so far, and any they start, has ended (tests, shutdown). */
export async function whenIdle(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
