import { expect, it } from 'vitest';
import { xsrfTokenFrom } from './api';

it('reads the CSRF token under either cookie name, the HTTPS one first', () => {
  expect(xsrfTokenFrom('XSRF-TOKEN=plain.sig')).toBe('plain.sig');
  expect(xsrfTokenFrom('a=1; __Host-XSRF-TOKEN=secure.sig; XSRF-TOKEN=plain.sig')).toBe(
    'secure.sig',
  );
  expect(xsrfTokenFrom('XSRF-TOKEN=a%3Db')).toBe('a=b');
  expect(xsrfTokenFrom('other=1')).toBeUndefined();
  expect(xsrfTokenFrom('')).toBeUndefined();
});
