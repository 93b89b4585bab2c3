import axios, { isAxiosError } from 'axios';
import type { ErrorBody } from '../../contract/message-codes';

/**
 * The one HTTP client. Calls are same-origin ('/api/…'), so axios echoes the server's readable
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header (names set explicitly to pin the contract).
 */
export const api = axios.create({
  headers: { Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
});

/** Calls whose 401 is an answer, not a lost session. */
const SESSION_PROBES = new Set(['/api/user', '/api/authenticate']);

let onSessionLost: (() => void) | null = null;

/** Registers what to do when a signed-in call is refused with 401 (session expired). */
export function handleSessionLost(handler: (() => void) | null): void {
  onSessionLost = handler;
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const url = error.config?.url ?? '';
    if (!SESSION_PROBES.has(url)) onSessionLost?.();
  }
  return Promise.reject(error);
});

export function statusOf(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}

/** The `{ messageCode }` of an error answer, when there is one. */
export function messageCodeOf(error: unknown): string | undefined {
  if (!isAxiosError<Partial<ErrorBody>>(error)) return undefined;
  const code = error.response?.data?.messageCode;
  return typeof code === 'string' ? code : undefined;
}
