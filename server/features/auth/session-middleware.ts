import type { RequestHandler } from 'express';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { SESSION_COOKIE, clearSessionCookie, readCookie } from '../../http/cookies';
import type { SessionPolicy } from '../sessions/sessions.service';
import { findSessionPrincipal } from './current-user.service';

/** Reads the session cookie and puts the signed-in user on the request. */
export function sessionMiddleware(db: Db, policy: SessionPolicy, clock: Clock): RequestHandler {
  return async (req, res, next) => {
    const token = readCookie(req, SESSION_COOKIE);
    if (token === undefined) return next();
    req.sessionToken = token;
    req.principal = await findSessionPrincipal(db.kysely, token, policy, clock());
    if (!req.principal) clearSessionCookie(req, res);
    next();
  };
}
