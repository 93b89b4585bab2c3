import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { MessageCode } from '../../contract/message-codes';
import { constraintAnswer } from '../db/errors';
import { AppError } from './app-error';

interface ClientError {
  type?: string;
  status?: number;
}

const UNSUPPORTED = new Set(['encoding.unsupported', 'charset.unsupported']);

/**
 * The request's own faults, as body-parser and the router report them: a body that does not
 * parse or inflate (a corrupt gzip has no `type`, only status 400), too large, in an unknown
 * encoding, or a malformed URL.
 */
function clientErrorCode(err: ClientError): [number, string] | null {
  if (err.type === 'entity.too.large') return [413, MessageCode.payloadTooLarge];
  if (err.type && UNSUPPORTED.has(err.type)) return [415, MessageCode.unsupportedEncoding];
  if (err.type && err.status && err.status < 500) return [err.status, MessageCode.malformedJson];
  if (err.status === 400) return [400, MessageCode.malformedJson];
  return null;
}

export const notFound: RequestHandler = () => {
  throw AppError.notFound();
};

/** Every error leaves as `{ messageCode }` (with an AppError's details) and its status; unexpected ones are logged, not shown. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (err instanceof AppError) {
      const { retryAfter } = err.details;
      if (typeof retryAfter === 'number') res.setHeader('Retry-After', String(retryAfter));
      res.status(err.status).json({ ...err.details, messageCode: err.messageCode });
      return;
    }
    const parsed = clientErrorCode(err as ClientError);
    if (parsed) {
      res.status(parsed[0]).json({ messageCode: parsed[1] });
      return;
    }
    const violation = constraintAnswer(err);
    if (violation) {
      logger.warn({ err, method: req.method, path: req.path }, 'refused by a database constraint');
      res.status(violation.status).json({ messageCode: violation.messageCode });
      return;
    }
    logger.error({ err, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ messageCode: MessageCode.internalError });
  };
