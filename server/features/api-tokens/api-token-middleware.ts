import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { Role } from '../../../contract/access';
import { API_TOKEN_CODES, API_TOKEN_PREFIX } from '../../../contract/api-tokens';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import { originOf } from '../../http/request-context';
import { authenticateToken } from './api-token-auth.service';

const BEARER = /^Bearer (\S+)$/i;

/**
 * Runs before the session: a request with `Authorization: Bearer pecule_…` acts as the token's
 * user, and its cookies are not read (session-middleware.ts). Other bearer tokens (the metrics
 * scraper's) are left to their route. With API_TOKENS_OFF, every personal token is refused.
 */
export function apiTokenMiddleware(
  db: Db,
  logger: Logger,
  clock: Clock,
  off: boolean,
): RequestHandler {
  return async (req, _res, next) => {
    const presented = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (!presented?.startsWith(API_TOKEN_PREFIX)) return next();
    if (off) throw AppError.unauthorized(API_TOKEN_CODES.disabled);
    const { principal, token } = await authenticateToken(
      db.kysely,
      originOf(logger, req),
      presented,
      clock(),
    );
    // Whatever the user's roles, a token never acts as an administrator.
    req.principal = { ...principal, roles: principal.roles.filter((role) => role !== Role.admin) };
    req.apiToken = token;
    next();
  };
}
