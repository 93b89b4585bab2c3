import type { Logger } from 'pino';
import { runInBackground } from './background';

export const HOUR_MS = 3_600_000;

/**
 * Runs the work now and then every `intervalMs` (through runInBackground: a failure is logged,
 * shutdown waits for a run under way). A run still going when the next is due is not doubled.
 * Answers the function that stops it.
 */
export function runPeriodically(
  logger: Logger,
  task: string,
  intervalMs: number,
  work: () => Promise<void>,
): () => void {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    runInBackground(logger, task, () => work().finally(() => (running = false)));
  };
  tick();
  const timer = setInterval(tick, intervalMs).unref();
  return () => clearInterval(timer);
}
