import type { CookieOptions, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { readDeviceClaim, writeDeviceCookie } from './device-cookies';

const SECRET = 'device-test-secret-device-test-secret-0123';

function issued(secure: boolean) {
  const set: { name: string; value: string; options: CookieOptions }[] = [];
  const res = {
    cookie: (name: string, value: string, options: CookieOptions) =>
      set.push({ name, value, options }),
  } as unknown as Response;
  writeDeviceCookie({ secure } as Request, res, SECRET, 42, 'device-id-1');
  return set[0]!;
}

/** A request whose Cookie header holds these cookies, as a browser sends them. */
const requestWith = (cookies: Record<string, string>, secure = false) => {
  const cookie = Object.entries(cookies)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('; ');
  return { headers: { cookie }, secure } as unknown as Request;
};

describe('device cookies', () => {
  it('are httpOnly, long-lived and __Host- prefixed over HTTPS', () => {
    const cookie = issued(true);
    expect(cookie.name).toBe('__Host-DEVICE');
    expect(cookie.options).toMatchObject({ httpOnly: true, secure: true, path: '/' });
    expect(cookie.options.maxAge).toBeGreaterThanOrEqual(365 * 24 * 3_600_000);
    expect(issued(false).name).toBe('DEVICE');
  });

  it('read back the user and device the server signed', () => {
    const { value } = issued(true);
    expect(readDeviceClaim(requestWith({ '__Host-DEVICE': value }, true), SECRET)).toEqual({
      userId: 42,
      deviceId: 'device-id-1',
    });
  });

  it('give nothing for a forged, altered or foreign cookie', () => {
    const { value } = issued(false);
    const [, device, signature] = value.split('.');
    for (const forged of [
      `43.${device}.${signature}`,
      `42.other-device.${signature}`,
      `42.${device}.${signature!.slice(1)}x`,
      `42.${device}`,
      `${value}.extra`,
      'garbage',
    ]) {
      expect(readDeviceClaim(requestWith({ DEVICE: forged }), SECRET)).toBeNull();
    }
    expect(readDeviceClaim(requestWith({ DEVICE: value }), 'another-secret')).toBeNull();
  });
});
