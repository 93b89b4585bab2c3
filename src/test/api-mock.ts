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
