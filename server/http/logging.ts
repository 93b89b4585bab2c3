import type { RequestHandler } from 'express';
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
export function requestLogging(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      const level = levelOf(res.statusCode);
      if (!logger.isLevelEnabled(level)) return;
      const ms = Math.round(performance.now() - started);
      logger[level]({ method: req.method, path: req.path, status: res.statusCode, ms }, 'request');
    });
    next();
  };
}
