import type { Request, Response } from 'express';
import type { AppContext } from '../../app-context';
import { cookieName, cookieOptions, readCookie, writeCookie } from '../../http/cookies';
import { CHALLENGE_TTL_MS } from './two-factor-challenges.service';
import { twoFactorCipher, type TwoFactorCipher } from './two-factor-cipher';

/** The pending sign-in of this browser (two-factor-challenges.service.ts), httpOnly. */
export const CHALLENGE_COOKIE = 'SIGN_IN_CHALLENGE';

export const readChallengeCookie = (req: Request): string | undefined =>
  readCookie(req, CHALLENGE_COOKIE);

export function writeChallengeCookie(req: Request, res: Response, token: string): void {
  writeCookie(req, res, CHALLENGE_COOKIE, token, true, CHALLENGE_TTL_MS);
}

export function clearChallengeCookie(req: Request, res: Response): void {
  res.clearCookie(cookieName(req, CHALLENGE_COOKIE), cookieOptions(req, true));
}

export const cipherOf = (ctx: AppContext): TwoFactorCipher =>
  twoFactorCipher(ctx.secret, ctx.config.TWO_FACTOR_KEY);
