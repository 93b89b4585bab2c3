import type { Request, Response } from 'express';
import type { Db } from '../../db/database';
import { clearSessionCookie, setSessionCookie } from '../../http/cookies';
import { closeSession } from './sessions.service';

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
