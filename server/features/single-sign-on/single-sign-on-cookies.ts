import type { Request, Response } from 'express';
import { cookieName, cookieOptions, readCookie, writeCookie } from '../../http/cookies';
import { STATE_TTL_MS } from './single-sign-on-states.service';

/**
 * The state of the sign-in this browser started, httpOnly and SameSite=Lax (the provider's
 * redirect back is a top-level GET, which carries it). A callback whose state is not this
 * browser's is refused: nobody can sign a victim into the attacker's account by sending them
 * the attacker's own callback link (login CSRF).
 */
const STATE_COOKIE = 'SSO_STATE';

export const readStateCookie = (req: Request): string | undefined => readCookie(req, STATE_COOKIE);

export function writeStateCookie(req: Request, res: Response, state: string): void {
  writeCookie(req, res, STATE_COOKIE, state, true, STATE_TTL_MS);
}

export function clearStateCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req, STATE_COOKIE), cookieOptions(req, true));
}
