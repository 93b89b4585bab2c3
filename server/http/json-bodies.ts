import express, { type RequestHandler } from 'express';

type JsonOptions = NonNullable<Parameters<typeof express.json>[0]>;

/**
 * The JSON body parser, passed by at once when the request carries no body (most are GETs): the
 * parser would find that out too, after checks that cost a share of a small request.
 */
export function jsonBodies(options: JsonOptions): RequestHandler {
  const parse = express.json(options);
  return (req, res, next) => {
    const bodied =
      req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;
    if (bodied) return parse(req, res, next);
    next();
  };
}
