import { endpoint } from '../endpoint';

/** This app server's metrics, in the Prometheus text format (not JSON). */
export const getMetrics = endpoint('get', '/api/metrics');
