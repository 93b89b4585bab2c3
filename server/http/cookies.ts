import type { CookieOptions, Request } from 'express';

export const SESSION_COOKIE = 'SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** Secure whenever the request came over HTTPS (directly or through a trusted proxy). */
export function cookieOptions(req: Request, httpOnly: boolean): CookieOptions {
  return { httpOnly, sameSite: 'lax', secure: req.secure, path: '/' };
}
