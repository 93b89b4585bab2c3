import type { Request, RequestHandler, Response } from 'express';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import {
  SESSION_COOKIE,
  clearSessionCookie,
  readCookie,
  setSessionCookie,
} from '../../http/cookies';
import { findSessionPrincipal } from '../users/current-user.service';
import { closeSession, type SessionPolicy } from './sessions.service';

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

/** Sets the cookie of a new session, ending the one the request came with (no fixation). */
export async function startSessionCookie(
  db: Db,
  req: Request,
  res: Response,
  token: string,
): Promise<void> {
  if (req.sessionToken) await closeSession(db.kysely, req.sessionToken);
  setSessionCookie(req, res, token);
}

export async function endSessionCookie(db: Db, req: Request, res: Response): Promise<void> {
  if (req.sessionToken) await closeSession(db.kysely, req.sessionToken);
  clearSessionCookie(req, res);
}
