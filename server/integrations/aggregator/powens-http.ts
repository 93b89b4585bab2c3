import { AggregatorError } from './aggregator';

// Calls to Powens with the retries its API asks for: a 429 waits for Retry-After (or a backoff),
// a 5xx or a network failure is tried again with a growing backoff; other statuses fail at once.

export interface PowensHttpOptions {
  baseUrl: string;
  /** First backoff in ms, doubled at each retry (tests shorten it). */
  backoffMs?: number;
  attempts?: number;
  timeoutMs?: number;
  /** Longest wait a Retry-After may impose, in ms. */
  maxWaitMs?: number;
}

export interface PowensRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  token?: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function urlOf(baseUrl: string, { path, query }: PowensRequest): string {
  const url = new URL(baseUrl.replace(/\/$/, '') + path);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

function waitOf(response: Response, backoff: number, maxWaitMs: number): number {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds * 1000, maxWaitMs) : backoff;
}

export function powensHttp(options: PowensHttpOptions) {
  const {
    baseUrl,
    backoffMs = 500,
    attempts = 4,
    timeoutMs = 30_000,
    maxWaitMs = 10_000,
  } = options;

  async function once(request: PowensRequest): Promise<Response> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    return fetch(urlOf(baseUrl, request), {
      method: request.method,
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  }

  return async function call<T>(request: PowensRequest): Promise<T> {
    let backoff = backoffMs;
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= attempts;
      let response: Response;
      try {
        response = await once(request);
      } catch (error) {
        if (last) throw new AggregatorError(0, `Powens unreachable: ${(error as Error).message}`);
        await sleep(backoff);
        backoff *= 2;
        continue;
      }
      if (response.ok) {
        const text = await response.text();
        return (text ? JSON.parse(text) : undefined) as T;
      }
      const retryable = response.status === 429 || response.status >= 500;
      if (!retryable || last) {
        const detail = await response.text().catch(() => '');
        throw new AggregatorError(
          response.status,
          `Powens ${request.method} ${request.path}: ${response.status} ${detail.slice(0, 200)}`,
        );
      }
      await sleep(response.status === 429 ? waitOf(response, backoff, maxWaitMs) : backoff);
      backoff *= 2;
    }
  };
}
