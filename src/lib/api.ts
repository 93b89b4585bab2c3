import axios, { isAxiosError, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import {
  pathOf,
  type AnyEndpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '../../contract/endpoint';
import * as authApi from '../../contract/endpoints/start-up/auth';
import * as realtimeApi from '../../contract/endpoints/start-up/realtime';
import type { ErrorBody } from '../../contract/message-codes';

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
 * The one HTTP client. Calls are same-origin ('/api/…'): each echoes the server's readable
 * CSRF cookie in the X-XSRF-TOKEN header. axios's own echo reads one cookie name only, so it is
 * off and this reads either.
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

/**
 * Calls whose 401 takes nobody to the sign-in page: answers (who is signed in, a wrong password),
 * and the realtime channel's ticket, fetched in the background when the server closes a socket
 * whose session ended; the screen's own next call, or its own sign-out, says what happens then.
 */
const NOT_A_LOST_SESSION = new Set<string>([
  authApi.getCurrentUser.path,
  authApi.authenticate.path,
  realtimeApi.issueWsTicket.path,
]);

let onSessionLost: (() => void) | null = null;

/** Registers what to do when a signed-in call is refused with 401 (session expired). */
export function handleSessionLost(handler: (() => void) | null): void {
  onSessionLost = handler;
}

api.interceptors.response.use(undefined, (error: unknown) => {
  if (isAxiosError(error) && error.response?.status === 401) {
    const url = error.config?.url ?? '';
    if (!NOT_A_LOST_SESSION.has(url)) onSessionLost?.();
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

/** The one failure shape of a call: the answer's status and message code, when there are. */
export interface ServerFailure {
  status?: number;
  messageCode?: string;
}

export const failureOf = (error: unknown): ServerFailure => ({
  status: statusOf(error),
  messageCode: messageCodeOf(error),
});

type CallConfig = Omit<AxiosRequestConfig, 'url' | 'method' | 'params' | 'data'>;

interface LooseInput {
  params?: Readonly<Record<string, unknown>>;
  query?: unknown;
  body?: unknown;
}

function requestOf(target: AnyEndpoint, input: LooseInput) {
  return {
    method: target.method,
    url: pathOf(target, input.params ?? {}),
    params: input.query,
    data: input.body,
  };
}

/**
 * Calls an endpoint of contract/endpoints: its path filled from `params`, `query` in the URL,
 * `body` as JSON; answers what the endpoint declares.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  target: E,
  input: EndpointInput<E>,
  config: CallConfig = {},
): Promise<EndpointAnswer<E>> {
  return (await api.request({ ...config, ...requestOf(target, input as LooseInput) }))
    .data as EndpointAnswer<E>;
}

/** The whole answer of an endpoint (status, headers, a Blob), for what is not its JSON body. */
export function endpointResponse<E extends AnyEndpoint>(
  target: E,
  input: EndpointInput<E>,
  config: CallConfig = {},
): Promise<AxiosResponse<[EndpointAnswer<E>] extends [void] ? unknown : EndpointAnswer<E>>> {
  return api.request({ ...config, ...requestOf(target, input as LooseInput) });
}

/** The URL of an endpoint, for a link or a navigation (a download the browser makes itself). */
export function endpointUrl<E extends AnyEndpoint>(
  target: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
): string {
  const { params, query: values } = input as LooseInput;
  const query = Object.entries((values ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => [name, String(value)]);
  const search = query.length > 0 ? `?${new URLSearchParams(query)}` : '';
  return `${pathOf(target, params)}${search}`;
}

/** Sends a form with a file (multipart) to an upload endpoint; answers what it declares. */
export async function uploadToEndpoint<E extends AnyEndpoint>(
  target: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
  form: FormData,
  config: CallConfig = {},
): Promise<EndpointAnswer<E>> {
  const request = { ...requestOf(target, input as LooseInput), data: form };
  return (await api.request({ ...config, ...request })).data as EndpointAnswer<E>;
}
