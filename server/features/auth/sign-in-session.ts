import type { Request, Response } from 'express';
import type { AppContext } from '../../app-context';
import { issueCsrfToken } from '../../http/csrf';
import { biDepsOf } from '../bi/bi-deps';
import { readDeviceClaim, writeDeviceCookie } from '../devices/device-cookies';
import { startSessionCookie } from '../sessions/session-cookies';
import { cipherOf } from '../two-factor/two-factor-cookies';
import type { SignedIn, SignInContext } from './auth-sign-in.service';
import { describeUser } from './current-user.service';
import type { SignInOrigin } from './sign-in-throttle.service';

/**
 * What a sign-in route needs besides its own proof (password, code, passkey, single sign-on):
 * the context of the services, the attempt's origin, and the session's start once the services
 * answered who signed in.
 */
export function signInSessions(ctx: AppContext) {
  const { db, policy, secret, clock, logger } = ctx;
  const bi = biDepsOf(ctx);
  const cipher = cipherOf(ctx);
  return {
    contextOf: (): SignInContext => ({ policy, logger, bi, cipher, now: clock() }),
    originOf: (req: Request): SignInOrigin => ({
      address: req.ip ?? '',
      device: readDeviceClaim(req, secret),
    }),
    start: async (req: Request, res: Response, signedIn: SignedIn) => {
      writeDeviceCookie(req, res, secret, signedIn.principal.idUser, signedIn.deviceId);
      await startSessionCookie(db, req, res, signedIn.token);
      issueCsrfToken(secret, req, res);
      return describeUser(db.kysely, signedIn.principal);
    },
  };
}
