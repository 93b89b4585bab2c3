import type { Request, RequestHandler } from 'express';
import { UNMATCHED_ROUTE, recordRequest } from '../metrics/http-metrics';
import { secondsSince } from '../metrics/registry';

/** The declared path of the route that took the request (never the URL: its ids would each be a series). */
function routeLabelOf(req: Request): string {
  const path: unknown = req.route?.path;
  return typeof path === 'string' ? path : UNMATCHED_ROUTE;
}

/** Counts and times every request once answered, by method, declared route and status. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = performance.now();
  res.on('finish', () => {
    recordRequest(req.method, routeLabelOf(req), res.statusCode, secondsSince(started));
  });
  next();
};
