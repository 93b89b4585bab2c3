import compression from 'compression';
import type { RequestHandler } from 'express';
import { prepareJson, sendPrepared } from './answer-cache';

/**
 * Gzip for the answers big enough to gain from it: the SPA's files, translations, and API routes
 * that answer lists (each such route or router opts in). Small API answers skip the middleware,
 * which would otherwise cost about a tenth of their serving time for nothing.
 */
export const compress: RequestHandler = compression();

/**
 * For lists built anew at each request (2,000 payees are about 650 KB of JSON): the whole answer
 * gzipped at level 1 in one call, about 5 times faster than the default level for a third more
 * bytes, and without the chunk-by-chunk streaming of `compress`, which costs more than it saves on
 * a body that is already whole.
 */
export const compressFast: RequestHandler = (req, res, next) => {
  res.vary('Accept-Encoding');
  if (req.acceptsEncodings('gzip', 'identity') === 'gzip') {
    res.json = (body: unknown) => {
      prepareJson(body).then(
        (answer) => sendPrepared(req, res, answer),
        (error: Error) => res.destroy(error),
      );
      return res;
    };
  }
  next();
};
