import type { Request } from 'express';
import { describe, expect, it } from 'vitest';
import { readCookie } from './cookies';

const requestWith = (cookie: string | undefined, secure = false) =>
  ({ headers: cookie === undefined ? {} : { cookie }, secure }) as unknown as Request;

describe('reading a cookie from the Cookie header', () => {
  it('finds it among others, spaces trimmed, the first of a name winning', () => {
    const req = requestWith('a=1; SESSION=abc ;SESSION=later; b=2');
    expect(readCookie(req, 'SESSION')).toBe('abc');
  });

  it('decodes percent-escapes and quotes, and keeps a value that does not decode', () => {
    expect(readCookie(requestWith('SESSION=a%20b'), 'SESSION')).toBe('a b');
    expect(readCookie(requestWith('SESSION="quoted"'), 'SESSION')).toBe('quoted');
    expect(readCookie(requestWith('SESSION=%E0%A4%A'), 'SESSION')).toBe('%E0%A4%A');
  });

  it('is missing without a header, a value or a cookie of that exact name', () => {
    expect(readCookie(requestWith(undefined), 'SESSION')).toBeUndefined();
    expect(readCookie(requestWith('SESSION='), 'SESSION')).toBeUndefined();
    expect(readCookie(requestWith('XSESSION=1; SESSIONX=2; junk'), 'SESSION')).toBeUndefined();
  });

  it('reads the __Host- name over HTTPS only', () => {
    const header = 'SESSION=plain; __Host-SESSION=prefixed';
    expect(readCookie(requestWith(header, true), 'SESSION')).toBe('prefixed');
    expect(readCookie(requestWith(header, false), 'SESSION')).toBe('plain');
  });
});
