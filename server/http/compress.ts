import compression from 'compression';
import type { RequestHandler } from 'express';

/**
 * Gzip for the answers big enough to gain from it: the SPA's files, translations, and API routes
 * that answer lists (each such route or router opts in). Small API answers skip the middleware,
 * which would otherwise cost about a tenth of their serving time for nothing.
 */
export const compress: RequestHandler = compression();
