import type { Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';

const helmetHeaders = helmet({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  crossOriginEmbedderPolicy: false,
  // Says what frame-ancestors 'none' says, for browsers that only read this one.
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
});

/**
 * Helmet's headers, taken once at start: with these options none depends on the request (no
 * nonce, HSTS set apart below), and running its dozen middlewares on every request cost more than
 * setting the headers (issue 27). X-Powered-By is off in the app's settings.
 */
function headersOfHelmet(): readonly (readonly [string, string])[] {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => headers.push([name, String(value)]),
    removeHeader: () => {},
  };
  let finished = false;
  helmetHeaders({} as Request, recorder as unknown as Response, (error?: unknown) => {
    if (error) throw error;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers at once');
  return headers;
}

const HELMET_HEADERS = headersOfHelmet();

/**
 * Security headers; scripts only from our origin, no inline or eval. HSTS only on HTTPS
 * answers: sent over plain HTTP it means nothing, and a test or LAN install must stay reachable.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  for (const [name, value] of HELMET_HEADERS) res.setHeader(name, value);
  next();
};

const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const KNOWN = new Set(KNOWN_METHODS);

/** TRACE and the other methods no route serves answer 405, before anything reads the request. */
export const knownMethodsOnly: RequestHandler = (req, res, next) => {
  if (KNOWN.has(req.method)) return next();
  res.set('Allow', KNOWN_METHODS.join(', '));
  throw new AppError(405, MessageCode.methodNotAllowed);
};

export const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

/** Answers under the prefix (as Express mounts it: any case, the prefix or below) are never stored. */
export function noStoreUnder(prefix: string): RequestHandler {
  const lowerPrefix = prefix.toLowerCase();
  return (req, res, next) => {
    const path = req.path.toLowerCase();
    if (path === lowerPrefix || path.startsWith(`${lowerPrefix}/`)) {
      res.setHeader('Cache-Control', 'no-store');
    }
    next();
  };
}
