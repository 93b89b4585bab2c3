import type { Request, Response } from 'express';
import { cookieName, cookieOptions, readCookie, writeCookie } from '../../http/cookies';
import { CEREMONY_TTL_MS } from './passkey-ceremonies.service';

/** The pending WebAuthn ceremony of this browser (passkey-ceremonies.service.ts), httpOnly. */
export const CEREMONY_COOKIE = 'PASSKEY_CEREMONY';

export const readCeremonyCookie = (req: Request): string | undefined =>
  readCookie(req, CEREMONY_COOKIE);

export function writeCeremonyCookie(req: Request, res: Response, token: string): void {
  writeCookie(req, res, CEREMONY_COOKIE, token, true, CEREMONY_TTL_MS);
}

export function clearCeremonyCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req, CEREMONY_COOKIE), cookieOptions(req, true));
}
