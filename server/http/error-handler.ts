import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';

interface BodyParserError {
  type?: string;
  status?: number;
}

function bodyParserCode(err: BodyParserError): [number, string] | null {
  if (err.type === 'entity.parse.failed') return [400, MessageCode.malformedJson];
  if (err.type === 'entity.too.large') return [413, MessageCode.payloadTooLarge];
  if (err.type && err.status && err.status < 500) return [err.status, MessageCode.malformedJson];
  return null;
}

export const apiNotFound: RequestHandler = () => {
  throw AppError.notFound();
};

/** Every error leaves as `{ messageCode }` with its status; unexpected ones are logged, not shown. */
export const errorHandler =
  (logger: Logger): ErrorRequestHandler =>
  (err, req, res, _next) => {
    if (err instanceof AppError) {
      res.status(err.status).json({ messageCode: err.messageCode });
      return;
    }
    const parsed = bodyParserCode(err as BodyParserError);
    if (parsed) {
      res.status(parsed[0]).json({ messageCode: parsed[1] });
      return;
    }
    logger.error({ err, method: req.method, path: req.path }, 'unexpected error');
    res.status(500).json({ messageCode: MessageCode.internalError });
  };
