import type { Request, RequestHandler } from 'express';
import type { Principal } from '../features/users/principal.service';
import { Role, hasAccess, type AccessItem } from '../../contract/access';
import { AppError } from './app-error';

/** Passes only when the signed-in user holds every listed role or functionality. */
export function requireAccess(...required: AccessItem[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.principal) throw AppError.unauthorized();
    if (!hasAccess(req.principal, required)) throw AppError.forbidden();
    next();
  };
}

export const requireAuthenticated = requireAccess(Role.authenticated);
export const requireUser = requireAccess(Role.user);

/** The signed-in user of a guarded route. */
export function principalOf(req: Request): Principal {
  if (!req.principal) throw AppError.unauthorized();
  return req.principal;
}
