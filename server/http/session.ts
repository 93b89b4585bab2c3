import type { Request, RequestHandler, Response } from 'express';
import type { Db } from '../db/database';
import { closeSession, type SessionPolicy } from '../features/sessions/sessions.service';
import { findSessionPrincipal } from '../features/users/principal.service';
import type { Clock } from './clock';
import { SESSION_COOKIE, cookieOptions } from './cookies';

/** Reads the session cookie and puts the signed-in user on the request. */
export function sessionMiddleware(db: Db, policy: SessionPolicy, clock: Clock): RequestHandler {
  return async (req, res, next) => {
    const token: unknown = req.cookies?.[SESSION_COOKIE];
    if (typeof token !== 'string' || token === '') return next();
    req.sessionToken = token;
    req.principal = await findSessionPrincipal(db.kysely, token, policy, clock());
    if (!req.principal) res.clearCookie(SESSION_COOKIE, cookieOptions(req, true));
    next();
  };
}

/** Sets the cookie of a new session, ending the one the request came with (no fixation). */
export async function startSessionCookie(
  db: Db,
  req: Request,
  res: Response,
  token: string,
): Promise<void> {
  if (req.sessionToken) await closeSession(db.kysely, req.sessionToken);
  res.cookie(SESSION_COOKIE, token, cookieOptions(req, true));
}

export async function endSessionCookie(db: Db, req: Request, res: Response): Promise<void> {
  if (req.sessionToken) await closeSession(db.kysely, req.sessionToken);
  res.clearCookie(SESSION_COOKIE, cookieOptions(req, true));
}
