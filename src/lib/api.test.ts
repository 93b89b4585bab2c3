import { expect, it } from 'vitest';
import { api, xsrfTokenFrom } from './api';

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
