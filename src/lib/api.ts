import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import {
  pathOf,
  type AnyEndpoint,
  type EndpointAnswer,
  type EndpointInput,
} from '../../contract/endpoint';
import type { ErrorBody } from '../../contract/message-codes';

export { handleSessionLost } from './session-lost';

let loadingClient: Promise<AxiosInstance> | undefined;

/**
 * The HTTP client (axios, lib/http-client.ts), loaded at the first call: the session's, at start,
 * asked for while the first screen's code loads (docs/decisions/initial-load.md).
 */
function client(): Promise<AxiosInstance> {
  loadingClient ??= import('./http-client').then((module) => module.api);
  return loadingClient;
}

/** An error answer (or a failed call) of the HTTP client; axios's own test, without axios. */
export function isHttpError<T = unknown>(error: unknown): error is AxiosError<T> {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

export function statusOf(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The `{ messageCode }` of an error answer, when there is one. */
export function messageCodeOf(error: unknown): string | undefined {
  if (!isHttpError<Partial<ErrorBody>>(error)) return undefined;
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
  const api = await client();
  return (await api.request({ ...config, ...requestOf(target, input as LooseInput) }))
    .data as EndpointAnswer<E>;
}

/** The whole answer of an endpoint (status, headers, a Blob), for what is not its JSON body. */
export async function endpointResponse<E extends AnyEndpoint>(
  target: E,
  input: EndpointInput<E>,
  config: CallConfig = {},
): Promise<AxiosResponse<[EndpointAnswer<E>] extends [void] ? unknown : EndpointAnswer<E>>> {
  const api = await client();
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
  const api = await client();
  return (await api.request({ ...config, ...request })).data as EndpointAnswer<E>;
}
