import { createHash, timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Role, hasAccess, type AccessItem } from '../../contract/access';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';

/**
 * Passes only when the signed-in user holds every listed role or functionality. An administrator
 * whom the two-factor policy requires to enable it first is refused the administrators' routes.
 */
export function requireAccess(...required: AccessItem[]): RequestHandler {
  const adminOnly = required.includes(Role.admin);
  return (req, _res, next) => {
    if (!req.principal) throw AppError.unauthorized();
    if (!hasAccess(req.principal, required)) throw AppError.forbidden();
    if (adminOnly && req.principal.twoFactorSetupRequired) {
      throw AppError.forbidden(MessageCode.twoFactorSetupRequired);
    }
    next();
  };
}

/** Whether a presented bearer token is the configured one. */
export type BearerCheck = (presented: string) => boolean;

const digestOf = (token: string) => createHash('sha256').update(token).digest();

/** Compares in constant time: digests have one length whatever the token presented. */
export function bearerCheckOf(token: string): BearerCheck {
  const expected = digestOf(token);
  return (presented) => timingSafeEqual(digestOf(presented), expected);
}

const BEARER = /^Bearer (\S+)$/i;

/**
 * Passes with the right bearer token (a scraper, which has no session), otherwise as
 * requireAccess: a wrong or missing token gets the refusal any caller without the role gets.
 */
export function requireAccessOrBearer(
  check: BearerCheck,
  ...required: AccessItem[]
): RequestHandler {
  const bySession = requireAccess(...required);
  return (req, res, next) => {
    const presented = BEARER.exec(req.get('authorization') ?? '')?.[1];
    if (presented !== undefined && check(presented)) next();
    else bySession(req, res, next);
  };
}
