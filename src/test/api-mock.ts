import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, vi } from 'vitest';
import { api } from '../lib/api';

export interface MockAnswer {
  status: number;
  data?: unknown;
}

const realAdapter = api.defaults.adapter;
afterEach(() => {
  api.defaults.adapter = realAdapter;
});

/** Answers the app's API calls with `handler`; non-2xx answers reject as axios does. */
export function mockApi(handler: (config: InternalAxiosRequestConfig) => MockAnswer) {
  const adapter = vi.fn<AxiosAdapter>(async (config) => {
    const { status, data } = handler(config);
    const response = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 400) {
      throw new AxiosError(`HTTP ${status}`, String(status), config, null, response);
    }
    return response;
  });
  api.defaults.adapter = adapter;
  return adapter;
}

export type RouteAnswer = MockAnswer | ((config: InternalAxiosRequestConfig) => MockAnswer);

/**
 * Answers by `"METHOD /path"` (e.g. `'GET /api/user'`); unlisted calls get 404, so a test
 * sees every call it did not expect.
 */
export function mockRoutes(routes: Record<string, RouteAnswer>) {
  return mockApi((config) => {
    const answer = routes[`${config.method?.toUpperCase()} ${config.url}`];
    if (!answer) return { status: 404, data: { messageCode: 'not.found' } };
    return typeof answer === 'function' ? answer(config) : answer;
  });
}

/** The calls made to `"METHOD /path"`, as their configs. */
export function callsTo(adapter: ReturnType<typeof mockApi>, route: string) {
  return adapter.mock.calls
    .map(([config]) => config as InternalAxiosRequestConfig)
    .filter((config) => `${config.method?.toUpperCase()} ${config.url}` === route);
}

/** The JSON body of a call. */
export const bodyOf = (config: InternalAxiosRequestConfig | undefined): unknown =>
  JSON.parse(String(config?.data ?? 'null'));
