import type { RequestHandler } from 'express';
import { hasAccess, type AccessItem } from '../../contract/access';
import { AppError } from './app-error';

/** Passes only when the signed-in user holds every listed role or functionality. */
export function requireAccess(...required: AccessItem[]): RequestHandler {
  return (req, _res, next) => {
    if (!req.principal) throw AppError.unauthorized();
    if (!hasAccess(req.principal, required)) throw AppError.forbidden();
    next();
  };
}
