import type { RequestHandler } from 'express';
import { Role } from '../../contract/access';
import { API_TOKEN_CODES } from '../../contract/api-tokens';
import { AppError } from './app-error';
import type { RouteDeclaration } from './route';

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Whether a personal API token may call the route: only routes for a signed-in user, never an
 * admin's, never one declared `apiToken: false` (credentials, tokens, two-factor).
 */
export const acceptsApiToken = (route: RouteDeclaration): boolean =>
  route.apiToken !== false && route.access !== 'public' && !route.access.includes(Role.admin);

/** Whether a read-only token may call it: a read, which starts no work (`xsrf: 'required'`). */
export const acceptsReadOnlyToken = (route: RouteDeclaration): boolean =>
  acceptsApiToken(route) && route.method === 'get' && route.xsrf !== 'required';

/** Refuses (403) a request with a token the route does not accept, before its access check. */
export function apiTokenPolicy(route: RouteDeclaration): RequestHandler {
  const accepted = acceptsApiToken(route);
  const readable = route.xsrf !== 'required';
  return (req, _res, next) => {
    const token = req.apiToken;
    if (!token) return next();
    if (!accepted) throw AppError.forbidden(API_TOKEN_CODES.routeRefused);
    const read = READ_METHODS.has(req.method) && readable;
    if (token.scope === 'READ' && !read) throw AppError.forbidden(API_TOKEN_CODES.readOnly);
    next();
  };
}
