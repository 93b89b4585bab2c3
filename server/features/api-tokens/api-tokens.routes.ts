import { Role } from '../../../contract/access';
import { API_TOKEN_CODES } from '../../../contract/api-tokens';
import * as apiTokensApi from '../../../contract/endpoints/api-tokens';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import { originOf, type Principal } from '../../http/request-context';
import type { Request } from 'express';
import { createToken, listTokens, revokeToken, type TokenActor } from './api-tokens.service';

/** Tokens are managed from a session only: a token can neither make nor end tokens. */
export function apiTokensRoutes({ db, clock, logger, config }: AppContext) {
  const actorOf = ({ idUser, login }: Principal, req: Request): TokenActor => ({
    idUser,
    login,
    ...originOf(logger, req),
  });
  return [
    defineRoute(apiTokensApi.listApiTokens, {
      access: [Role.user],
      apiToken: false,
      summary: 'The signed-in user’s personal API tokens still live, newest first (no secret)',
      handle: ({ userId }) => listTokens(db.kysely, userId, clock()),
    }),
    defineRoute(apiTokensApi.createApiToken, {
      access: [Role.user],
      apiToken: false,
      summary: 'Creates a personal API token: its secret is in this answer only',
      status: 201,
      handle: ({ user, body, req }) => {
        if (config.API_TOKENS_OFF) throw AppError.forbidden(API_TOKEN_CODES.disabled);
        return createToken(db.kysely, actorOf(user, req), body, clock());
      },
    }),
    defineRoute(apiTokensApi.revokeApiToken, {
      access: [Role.user],
      apiToken: false,
      summary: 'Revokes one of the user’s tokens: its next request gets 401',
      reply: 'empty',
      handle: ({ user, params, req }) =>
        revokeToken(db.kysely, actorOf(user, req), params.idToken, clock()),
    }),
  ];
}
