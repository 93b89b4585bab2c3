import { Counter, Histogram } from 'prom-client';
import { registry, secondsSince } from './registry';

const runs = new Counter({
  name: 'pecule_job_runs_total',
  help: 'Runs of the periodic jobs on this server, by job and outcome (success or failure)',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

const durations = new Histogram({
  name: 'pecule_job_duration_seconds',
  help: 'Time of each run of a periodic job, by job',
  labelNames: ['job'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300],
  registers: [registry],
});

/** Runs the job, counted and timed; its failure still reaches the caller. */
export async function measuredJobRun(job: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  let outcome = 'failure';
  try {
    await run();
    outcome = 'success';
  } finally {
    runs.inc({ job, outcome });
    durations.observe({ job }, secondsSince(started));
  }
}
