import { Role } from '../../../contract/access';
import { DONE } from '../../../contract/answers';
import * as twoFactorApi from '../../../contract/endpoints/two-factor';
import type { AppContext } from '../../app-context';
import { issueCsrfToken } from '../../http/csrf';
import { originOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import { rateLimit } from '../rate-limits/rate-limits.guards';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { startSessionCookie } from '../sessions/session-cookies';
import { cipherOf } from './two-factor-cookies';
import { isRequiredForAdmins, setTwoFactorPolicy } from './two-factor-policy.service';
import { disableTwoFactor, renewRecoveryCodes } from './two-factor-disable.service';
import * as twoFactor from './two-factor.service';

const authenticated = [Role.authenticated];

export function twoFactorRoutes(ctx: AppContext) {
  const { db, clock, logger, policy, secret } = ctx;
  const cipher = cipherOf(ctx);
  const proofLimit = rateLimit(db, clock, RATE_LIMITS.twoFactorProofPerUser, ({ userId }) =>
    String(userId),
  );
  const holderOf = (
    user: { idUser: number; login: string },
    req: Parameters<typeof originOf>[1],
  ) => ({
    id: user.idUser,
    login: user.login,
    origin: originOf(logger, req),
    token: req.sessionToken,
  });
  return [
    defineRoute(twoFactorApi.getStatus, {
      access: authenticated,
      apiToken: false,
      summary: "Whether the user's two-factor is on, and how many recovery codes are left",
      handle: ({ userId }) => twoFactor.twoFactorStatus(db.kysely, userId),
    }),
    defineRoute(twoFactorApi.startSetup, {
      access: authenticated,
      apiToken: false,
      summary: 'A new TOTP secret (text, URI and QR code), pending until a code confirms it',
      handle: ({ user }) =>
        twoFactor.startSetup(db.kysely, cipher, { id: user.idUser, login: user.login }, clock()),
    }),
    defineRoute(twoFactorApi.confirmSetup, {
      access: authenticated,
      apiToken: false,
      summary: 'Enables two-factor with a code of the pending secret; answers the recovery codes',
      guards: [proofLimit],
      handle: async ({ user, body, req }) => ({
        recoveryCodes: await twoFactor.confirmSetup(
          db.kysely,
          cipher,
          holderOf(user, req),
          body.code,
          clock(),
        ),
      }),
    }),
    defineRoute(twoFactorApi.disable, {
      access: authenticated,
      apiToken: false,
      summary: 'Disables two-factor (password and code) and ends the other sessions',
      guards: [proofLimit],
      handle: async ({ user, body, req, res }) => {
        const holder = holderOf(user, req);
        const token = await disableTwoFactor(db.kysely, cipher, holder, body, policy, clock());
        await startSessionCookie(db, req, res, token);
        issueCsrfToken(secret, req, res);
        return DONE;
      },
    }),
    defineRoute(twoFactorApi.renewRecoveryCodes, {
      access: authenticated,
      apiToken: false,
      summary: 'Ten new recovery codes (password and code) replace the old ones',
      guards: [proofLimit],
      handle: async ({ user, body, req }) => ({
        recoveryCodes: await renewRecoveryCodes(
          db.kysely,
          cipher,
          holderOf(user, req),
          body,
          clock(),
        ),
      }),
    }),
    defineRoute(twoFactorApi.getPolicy, {
      access: [Role.admin],
      summary: 'Whether administrators must use two-factor',
      handle: async () => ({ requiredForAdmins: await isRequiredForAdmins(db.kysely) }),
    }),
    defineRoute(twoFactorApi.setPolicy, {
      access: [Role.admin],
      summary: 'Requires two-factor of administrators, or not',
      handle: ({ user, body, req }) =>
        setTwoFactorPolicy(
          db.kysely,
          { idUser: user.idUser, login: user.login, ...originOf(logger, req) },
          body,
          clock(),
        ),
    }),
  ];
}
