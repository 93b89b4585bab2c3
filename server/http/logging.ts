import type { Request, Response } from 'express';
import { pino, type Level, type Logger } from 'pino';

export function createLogger(level: string): Logger {
  return pino({ level });
}

const levelOf = (status: number): Level =>
  status >= 500 ? 'error' : status >= 400 ? 'info' : 'debug';

/**
 * One line per request once answered: method, path without the query (codes travel there),
 * status and time. Never bodies, cookies or headers, so no password or session id reaches logs.
 */
export function logAnswer(logger: Logger, req: Request, res: Response, ms: number): void {
  const level = levelOf(res.statusCode);
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms) },
    'request',
  );
}
