import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'SESSION';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** A random id for a browser without a session, which its CSRF token is bound to. */
export const VISITOR_COOKIE = 'VISITOR';
export const XSRF_HEADER = 'x-xsrf-token';

/** Secure whenever the request came over HTTPS (directly or through a trusted proxy). */
export function cookieOptions(req: Request, httpOnly: boolean): CookieOptions {
  return { httpOnly, sameSite: 'lax', secure: req.secure, path: '/' };
}

/**
 * Over HTTPS a cookie's name takes the __Host- prefix, so the browser keeps only one set by this
 * very host over HTTPS (no sibling subdomain or plain-HTTP page can plant one). Plain HTTP (tests,
 * development) cannot use the prefix and keeps the bare name.
 */
export const cookieName = (req: Request, name: string): string =>
  req.secure ? `__Host-${name}` : name;

const decoded = (value: string): string => {
  if (!value.includes('%')) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/** The first cookie of that name in the Cookie header, as RFC 6265 browsers send them. */
function cookieIn(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    const unquoted = value.length > 1 && value.startsWith('"') && value.endsWith('"');
    return decoded(unquoted ? value.slice(1, -1) : value);
  }
  return undefined;
}

/** Read from the header when asked: the few cookies the server reads do not need all parsed. */
export function readCookie(req: Request, name: string): string | undefined {
  const value = cookieIn(req.headers.cookie, cookieName(req, name));
  return value === '' ? undefined : value;
}

export function writeCookie(
  req: Request,
  res: Response,
  name: string,
  value: string,
  httpOnly: boolean,
  maxAgeMs?: number,
): void {
  const options = cookieOptions(req, httpOnly);
  res.cookie(cookieName(req, name), value, maxAgeMs ? { ...options, maxAge: maxAgeMs } : options);
}

/** The session a response started (its token) or ended (null), for the CSRF token to follow. */
const sessionChanges = new WeakMap<Response, string | null>();

export const sessionChangeOf = (res: Response): string | null | undefined =>
  sessionChanges.get(res);

export function setSessionCookie(req: Request, res: Response, token: string): void {
  writeCookie(req, res, SESSION_COOKIE, token, true);
  sessionChanges.set(res, token);
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req, SESSION_COOKIE), cookieOptions(req, true));
  sessionChanges.set(res, null);
}
