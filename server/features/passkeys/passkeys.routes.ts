import type { Request } from 'express';
import { Role } from '../../../contract/access';
import * as passkeysApi from '../../../contract/endpoints/passkeys';
import type { AppContext } from '../../app-context';
import { issueCsrfToken } from '../../http/csrf';
import { originOf, type Principal } from '../../http/request-context';
import { defineRoute } from '../../http/route';
import { startSessionCookie } from '../sessions/session-cookies';
import { clearCeremonyCookie, readCeremonyCookie, writeCeremonyCookie } from './passkey-cookies';
import { relyingPartyOf } from './relying-party';
import {
  listPasskeys,
  registerPasskey,
  registrationOptions,
  revokePasskey,
  type PasskeyHolder,
} from './passkeys.service';

const authenticated = [Role.authenticated];

/** A person's passkeys, managed from a session only (never with an API token). */
export function passkeysRoutes(ctx: AppContext) {
  const { db, clock, logger, config, policy, secret } = ctx;
  const rpOf = (req: Request) =>
    relyingPartyOf(config.PUBLIC_URL, { protocol: req.protocol, host: req.get('host') ?? '' });
  const holderOf = (user: Principal, req: Request): PasskeyHolder => ({
    id: user.idUser,
    login: user.login,
    token: req.sessionToken,
    ...originOf(logger, req),
  });
  return [
    defineRoute(passkeysApi.listPasskeys, {
      access: authenticated,
      apiToken: false,
      summary: 'The signed-in person’s passkeys, newest first (names and dates, no key material)',
      handle: ({ userId }) => listPasskeys(db.kysely, userId),
    }),
    defineRoute(passkeysApi.registrationOptions, {
      access: authenticated,
      apiToken: false,
      summary: 'Starts registering a passkey: the options of the browser’s create() prompt',
      handle: async ({ user, req, res }) => {
        const { options, token } = await registrationOptions(
          db.kysely,
          rpOf(req),
          holderOf(user, req),
          clock(),
        );
        writeCeremonyCookie(req, res, token);
        return options;
      },
    }),
    defineRoute(passkeysApi.registerPasskey, {
      access: authenticated,
      apiToken: false,
      summary: 'Verifies the browser’s new passkey against the started registration and keeps it',
      status: 201,
      handle: async ({ user, body, req, res }) => {
        const ceremony = readCeremonyCookie(req);
        clearCeremonyCookie(req, res);
        const holder = holderOf(user, req);
        return registerPasskey(db.kysely, rpOf(req), holder, ceremony, body, clock());
      },
    }),
    defineRoute(passkeysApi.revokePasskey, {
      access: authenticated,
      apiToken: false,
      summary: 'Deletes one of the person’s passkeys and ends their other sessions',
      reply: 'empty',
      handle: async ({ user, params, req, res }) => {
        const holder = holderOf(user, req);
        const token = await revokePasskey(db.kysely, holder, params.idPasskey, policy, clock());
        await startSessionCookie(db, req, res, token);
        issueCsrfToken(secret, req, res);
      },
    }),
  ];
}
