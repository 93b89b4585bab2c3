import { DONE } from '../../../contract/answers';
import * as passwordResetApi from '../../../contract/endpoints/password-reset';
import type { AppContext } from '../../app-context';
import { originOf } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import { RATE_LIMITS, emailLimitKey } from '../rate-limits/rate-limits.service';
import { byIp, rateLimit } from '../rate-limits/rate-limits.guards';
import { readDeviceClaim, writeDeviceCookie } from '../devices/device-cookies';
import { performReset, requestReset } from './password-reset.service';

export function passwordResetRoutes(ctx: AppContext) {
  const { db, clock, mail, logger, secret } = ctx;
  return [
    defineRoute(passwordResetApi.requestReset, {
      access: 'public',
      summary: 'Mails a reset link to the accounts of an address (the same answer either way)',
      guards: [
        rateLimit(db, clock, RATE_LIMITS.resetPerIp, byIp),
        rateLimit(db, clock, RATE_LIMITS.resetPerEmail, ({ query }) => emailLimitKey(query.email)),
      ],
      handle: async ({ query }) => {
        requestReset(db.kysely, query.email, mail, clock());
        return DONE;
      },
    }),
    defineRoute(passwordResetApi.performReset, {
      access: 'public',
      summary: 'Sets a new password with the code of the reset mail',
      guards: [rateLimit(db, clock, RATE_LIMITS.resetPerformPerIp, byIp)],
      handle: async ({ body, req, res }) => {
        const device = readDeviceClaim(req, secret);
        const origin = originOf(logger, req);
        const { userId, deviceId } = await performReset(db.kysely, origin, body, device, clock());
        writeDeviceCookie(req, res, secret, userId, deviceId);
        return DONE;
      },
    }),
  ];
}
