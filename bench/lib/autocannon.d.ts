// The part of autocannon's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests to send in all, instead of a duration. */
    amount?: number;
    headers?: Record<string, string>;
    pipelining?: number;
    /** Requests per second over all connections (a fixed rate instead of as fast as possible). */
    overallRate?: number;
    method?: 'GET' | 'POST';
    body?: string;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** The run: awaited for its result; emits each answer's status and time (ms) meanwhile. */
  interface Run extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
    ): this;
  }
  export default function autocannon(options: Options): Run;
}
