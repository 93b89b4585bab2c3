import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import { readCookie, writeCookie } from '../../http/cookies';
import type { DeviceClaim } from './devices.service';

/** Names a browser that signed in to an account: `userId.deviceId.signature`, httpOnly. */
export const DEVICE_COOKIE = 'DEVICE';
/** Browsers keep a cookie 400 days at most. */
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 3_600_000;

const sign = (secret: string, userId: number, deviceId: string): string =>
  createHmac('sha256', secret).update(`device:${userId}.${deviceId}`).digest('base64url');

/** The claim of the request's device cookie, when the server itself signed it. */
export function readDeviceClaim(req: Request, secret: string): DeviceClaim | null {
  const [user, deviceId, signature, ...rest] = readCookie(req, DEVICE_COOKIE)?.split('.') ?? [];
  const userId = Number(user);
  if (!deviceId || !signature || rest.length > 0 || !Number.isSafeInteger(userId)) return null;
  const expected = Buffer.from(sign(secret, userId, deviceId));
  const given = Buffer.from(signature);
  const genuine = expected.length === given.length && timingSafeEqual(expected, given);
  return genuine ? { userId, deviceId } : null;
}

export function writeDeviceCookie(
  req: Request,
  res: Response,
  secret: string,
  userId: number,
  deviceId: string,
): void {
  const value = `${userId}.${deviceId}.${sign(secret, userId, deviceId)}`;
  writeCookie(req, res, DEVICE_COOKIE, value, true, DEVICE_COOKIE_MAX_AGE_MS);
}
