import { AxiosError } from 'axios';
import { afterEach, expect, it, vi } from 'vitest';
import { handleSessionLost } from './api';
import { api, xsrfTokenFrom } from './http-client';

afterEach(() => handleSessionLost(null));

it('reads the CSRF token under either cookie name, the HTTPS one first', () => {
  expect(xsrfTokenFrom('XSRF-TOKEN=plain.sig')).toBe('plain.sig');
  expect(xsrfTokenFrom('a=1; __Host-XSRF-TOKEN=secure.sig; XSRF-TOKEN=plain.sig')).toBe(
    'secure.sig',
  );
  expect(xsrfTokenFrom('XSRF-TOKEN=a%3Db')).toBe('a=b');
  expect(xsrfTokenFrom('other=1')).toBeUndefined();
  expect(xsrfTokenFrom('')).toBeUndefined();
});

it('sends the CSRF token on a GET too (GET /api/bi/sync starts work and asks for it)', async () => {
  document.cookie = 'XSRF-TOKEN=get.sig';
  let sent: unknown;
  await api.get('/api/bi/sync', {
    adapter: async (config) => {
      sent = config.headers.get('X-XSRF-TOKEN');
      return { data: {}, status: 202, statusText: 'Accepted', headers: {}, config };
    },
  });
  expect(sent).toBe('get.sig');
});

it('takes a refused call to the sign-in page, but not the background realtime ticket', async () => {
  const lost = vi.fn();
  handleSessionLost(lost);
  const refuse = (url: string) =>
    api
      .get(url, {
        adapter: (config) =>
          Promise.reject(
            new AxiosError('401', 'ERR_BAD_REQUEST', config, null, {
              data: {},
              status: 401,
              statusText: 'Unauthorized',
              headers: {},
              config,
            }),
          ),
      })
      .catch(() => undefined);
  await refuse('/api/ws/ticket');
  expect(lost).not.toHaveBeenCalled();
  await refuse('/api/tags');
  expect(lost).toHaveBeenCalledOnce();
});
