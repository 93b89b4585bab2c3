import type { Logger } from 'pino';
import type { Clock } from '../clock';
import type { Executor } from '../db/database';
import { purgeEndedTokens } from '../features/api-tokens/api-tokens.service';
import { runAutoSave } from '../features/echeances/echeances-autosave.service';
import { purgeIdempotencyKeys } from '../features/operations/write/operations-idempotency.service';
import { purgeOldWindows } from '../features/rate-limits/rate-limits.service';
import { purgeExpiredTickets } from '../features/realtime/realtime.service';
import { purgeExpiredSessions } from '../features/sessions/sessions.service';
import { purgeExpiredCeremonies } from '../features/passkeys/passkey-ceremonies.service';
import { purgeExpiredChallenges } from '../features/two-factor/two-factor-challenges.service';
import { measuredJobRun } from '../metrics/job-metrics';
import { takeLease, thisServer } from './leases';
import { HOUR_MS, runPeriodically } from './periodic';

export interface PeriodicTask {
  name: string;
  everyMs: number;
  run(now: number): Promise<void>;
}

/**
 * Every periodic task the server runs (the realtime hub's session check aside, which lives and
 * dies with the hub). Each is its own task, so that one failing does not skip the others.
 */
export function periodicTasks(db: Executor, logger: Logger): PeriodicTask[] {
  const hourly = (name: string, run: (now: number) => Promise<void>) => ({
    name,
    everyMs: HOUR_MS,
    run,
  });
  return [
    hourly('purge-expired-sessions', (now) => purgeExpiredSessions(db, now)),
    hourly('purge-rate-limit-windows', (now) => purgeOldWindows(db, now)),
    hourly('purge-idempotency-keys', (now) => purgeIdempotencyKeys(db, now)),
    hourly('purge-ended-api-tokens', (now) => purgeEndedTokens(db, now)),
    hourly('purge-ws-tickets', (now) => purgeExpiredTickets(db, now)),
    hourly('purge-two-factor-challenges', (now) => purgeExpiredChallenges(db, now)),
    hourly('purge-passkey-ceremonies', (now) => purgeExpiredCeremonies(db, now)),
    // Planned operations that save themselves: at start, to catch up, then every hour.
    hourly('echeances-autosave', (now) => autoSave(db, logger, now)),
  ];
}

async function autoSave(db: Executor, logger: Logger, now: number): Promise<void> {
  const { saved, failed } = await runAutoSave(db, now);
  if (saved > 0) logger.info({ saved }, 'planned operations saved');
  for (const { userId, error } of failed) {
    logger.error({ err: error, userId }, 'planned operations of a user not saved');
  }
}

/**
 * Starts each task now and then at its interval, through the one runner (failures logged, runs
 * awaited by whenIdle at shutdown). Of several app servers, the one holding a task's lease runs
 * it (leases.ts), the others skip their tick (counted nowhere: pecule_job_runs_total counts this
 * server's runs). Answers the function that stops them all.
 */
export function startSchedule(
  db: Executor,
  tasks: PeriodicTask[],
  logger: Logger,
  clock: Clock,
  server = thisServer,
): () => void {
  const stops = tasks.map((task) =>
    runPeriodically(logger, task.name, task.everyMs, async () => {
      const now = clock();
      if (!(await takeLease(db, task.name, server, now, task.everyMs))) return;
      await measuredJobRun(task.name, () => task.run(now));
    }),
  );
  return () => stops.forEach((stop) => stop());
}
