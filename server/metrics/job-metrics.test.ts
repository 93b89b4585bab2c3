import { expect, it } from 'vitest';
import { measuredJobRun } from './job-metrics';
import { metricsText } from './registry';

const sampleOf = (text: string, series: string) =>
  Number(
    text
      .split('\n')
      .find((line) => line.startsWith(`${series} `))
      ?.split(' ')[1] ?? 0,
  );

it('counts runs by outcome and times them, the failure still thrown', async () => {
  await measuredJobRun('test-job', async () => {});
  const failure = new Error('broken');
  await expect(
    measuredJobRun('test-job', async () => {
      throw failure;
    }),
  ).rejects.toBe(failure);
  const text = await metricsText();
  expect(sampleOf(text, 'pecule_job_runs_total{job="test-job",outcome="success"}')).toBe(1);
  expect(sampleOf(text, 'pecule_job_runs_total{job="test-job",outcome="failure"}')).toBe(1);
  expect(sampleOf(text, 'pecule_job_duration_seconds_count{job="test-job"}')).toBe(2);
});
