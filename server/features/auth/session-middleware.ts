import type { RequestHandler } from 'express';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { SESSION_COOKIE, clearSessionCookie, readCookie } from '../../http/cookies';
import type { SessionPolicy } from '../sessions/sessions.service';
import { findSessionPrincipal } from './current-user.service';

/**
 * Reads the session cookie and puts the signed-in user on the request. A request that came with
 * a personal API token has its user already, and its cookies are not read.
 */
export function sessionMiddleware(db: Db, policy: SessionPolicy, clock: Clock): RequestHandler {
  return async (req, res, next) => {
    if (req.apiToken) return next();
    const token = readCookie(req, SESSION_COOKIE);
    if (token === undefined) return next();
    req.sessionToken = token;
    req.principal = await findSessionPrincipal(db.kysely, token, policy, clock());
    if (!req.principal) clearSessionCookie(req, res);
    next();
  };
}
