import axios, { isAxiosError } from 'axios';
import { refusedUnauthorized } from './session-lost';

/** Over HTTPS the server names its cookies with the __Host- prefix; over plain HTTP it cannot. */
const XSRF_COOKIES = ['__Host-XSRF-TOKEN', 'XSRF-TOKEN'];

/** The CSRF token among the page's cookies, the HTTPS one first. */
export function xsrfTokenFrom(cookies: string): string | undefined {
  const jar = new Map(
    cookies
      .split(';')
      .map((pair) => pair.trim().split('='))
      .map(([name = '', ...value]) => [name, value.join('=')] as const),
  );
  const token = XSRF_COOKIES.map((name) => jar.get(name)).find(Boolean);
  return token ? decodeURIComponent(token) : undefined;
}

/**
 * The one HTTP client, loaded with import() by lib/api.ts so that axios stays out of the initial
 * JavaScript (docs/decisions/initial-load.md). Calls are same-origin ('/api/…'): each echoes the
 * server's readable CSRF cookie in the X-XSRF-TOKEN header. axios's own echo reads one cookie
 * name only, so it is off and this reads either.
 */
export const api = axios.create({
  headers: { Accept: 'application/json' },
  withXSRFToken: false,
});

api.interceptors.request.use((config) => {
  const sameOrigin = !/^[a-z][a-z\d+.-]*:|^\/\//i.test(config.url ?? '');
  const token = sameOrigin ? xsrfTokenFrom(document.cookie) : undefined;
  if (token) config.headers.set('X-XSRF-TOKEN', token);
  return config;
});

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    refusedUnauthorized(error.config?.url ?? '');
  }
  return Promise.reject(error);
});
