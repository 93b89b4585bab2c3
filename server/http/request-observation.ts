import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { UNMATCHED_ROUTE, recordRequest } from '../metrics/http-metrics';
import { logAnswer } from './logging';

/** The declared path of the route that took the request (never the URL: its ids would each be a series). */
function routeLabelOf(req: Request): string {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? path : UNMATCHED_ROUTE;
}

function recordAnswer(req: Request, res: Response, ms: number): void {
  recordRequest(req.method, routeLabelOf(req), res.statusCode, ms / 1000);
}

/** Once each request is answered: its log line, and its count and time by method, declared route and status. */
export function observeRequests(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.on('finish', () => {
      const ms = performance.now() - started;
      logAnswer(logger, req, res, ms);
      recordAnswer(req, res, ms);
    });
    next();
  };
}
