import { Counter, Histogram } from 'prom-client';
import { registry } from './registry';

/** The route label of a request no declared route answered (static files, 404, early refusals). */
export const UNMATCHED_ROUTE = 'unmatched';

const requests = new Counter({
  name: 'pecule_http_requests_total',
  help: 'Requests answered, by method, declared route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const durations = new Histogram({
  name: 'pecule_http_request_duration_seconds',
  help: 'Time from the request to its last byte sent, by method and declared route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export function recordRequest(method: string, route: string, status: number, seconds: number) {
  requests.inc({ method, route, status });
  durations.observe({ method, route }, seconds);
}
