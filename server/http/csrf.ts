import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';
import { XSRF_COOKIE, XSRF_HEADER, cookieOptions } from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const sign = (secret: string, nonce: string): string =>
  createHmac('sha256', secret).update(nonce).digest('base64url');

function isGenuine(secret: string, token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const [nonce, signature] = token.split('.');
  if (!nonce || !signature) return false;
  const expected = Buffer.from(sign(secret, nonce));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Gives the browser a fresh signed token (at first visit and at every sign-in). */
export function issueCsrfToken(secret: string, req: Request, res: Response): void {
  const nonce = randomBytes(18).toString('base64url');
  res.cookie(XSRF_COOKIE, `${nonce}.${sign(secret, nonce)}`, cookieOptions(req, false));
}

/**
 * Signed double-submit cookie: axios copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header,
 * which another site cannot read or forge. Paths in `exempt` (server-to-server webhooks) skip it.
 * Reads only check that a token is there; a refused write brings a fresh one, so a browser whose
 * cookie went bad recovers at its next try.
 */
export function csrfProtection(secret: string, exempt: readonly string[]): RequestHandler {
  return (req, res, next) => {
    const cookie: unknown = req.cookies?.[XSRF_COOKIE];
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) {
      if (typeof cookie !== 'string' || !cookie.includes('.')) issueCsrfToken(secret, req, res);
      return next();
    }
    const header = req.get(XSRF_HEADER);
    if (header !== cookie || !isGenuine(secret, cookie)) {
      issueCsrfToken(secret, req, res);
      throw AppError.forbidden(MessageCode.csrf);
    }
    next();
  };
}
