import type { RequestHandler } from 'express';
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
 * Security headers; scripts only from our origin, no inline or eval. HSTS only on HTTPS
 * answers: sent over plain HTTP it means nothing, and a test or LAN install must stay reachable.
 */
export const securityHeaders: RequestHandler = (req, res, next) => {
  if (req.secure) res.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  helmetHeaders(req, res, next);
};

const KNOWN_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** TRACE and the other methods no route serves answer 405, before anything reads the request. */
export const knownMethodsOnly: RequestHandler = (req, res, next) => {
  if (KNOWN_METHODS.includes(req.method)) return next();
  res.set('Allow', KNOWN_METHODS.join(', '));
  throw new AppError(405, MessageCode.methodNotAllowed);
};

export const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'no-store');
  next();
};
