import { Registry, collectDefaultMetrics } from 'prom-client';

/**
 * This process's metrics. Each app server exposes its own at /api/metrics: nothing is shared or
 * summed across servers, which is the scraper's work.
 */
export const registry = new Registry();

let processMetricsOn = false;

/** Node's own figures (event-loop lag, memory, CPU, handles), once per process. */
export function startProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: registry });
}

export const METRICS_CONTENT_TYPE = registry.contentType;

/** Every metric in the Prometheus text format. */
export const metricsText = (): Promise<string> => registry.metrics();

export const secondsSince = (startedMs: number): number => (performance.now() - startedMs) / 1000;
