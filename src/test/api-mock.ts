import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, vi } from 'vitest';
import { api } from '../lib/http-client';

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
  const answerOf = (config: InternalAxiosRequestConfig): MockAnswer | undefined => {
    const answer = routes[`${config.method?.toUpperCase()} ${config.url}`];
    return typeof answer === 'function' ? answer(config) : answer;
  };
  return mockApi((config) => {
    const answer = answerOf(config) ?? sessionFromUserRoute(config, answerOf);
    return answer ?? { status: 404, data: { messageCode: 'not.found' } };
  });
}

/** GET /api/session answered from a test's GET /api/user, as the server derives one from the other. */
function sessionFromUserRoute(
  config: InternalAxiosRequestConfig,
  answerOf: (config: InternalAxiosRequestConfig) => MockAnswer | undefined,
): MockAnswer | undefined {
  if (config.method?.toUpperCase() !== 'GET' || config.url !== '/api/session') return undefined;
  const user = answerOf({ ...config, url: '/api/user' });
  if (!user) return undefined;
  if (user.status === 401) return { status: 200, data: { user: null } };
  return user.status < 400 ? { status: 200, data: { user: user.data } } : user;
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
