import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler, Response } from 'express';
import { MessageCode } from '../../contract/message-codes';
import { AppError } from './app-error';
import {
  SESSION_COOKIE,
  VISITOR_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  readCookie,
  sessionChangeOf,
  writeCookie,
} from './cookies';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** What a token is bound to: a session, or the visitor id of a browser without one. */
type Binding = `session:${string}` | `visitor:${string}`;

const sign = (secret: string, nonce: string, binding: Binding): string => {
  const bound = createHash('sha256').update(binding).digest('base64url');
  return createHmac('sha256', secret).update(`${nonce}.${bound}`).digest('base64url');
};

/** Expected signatures kept once a token proved genuine: a session's next requests skip the HMAC. */
const SIGNATURES_KEPT = 10_000;

type Verifier = (token: string | undefined, binding: Binding) => boolean;

/**
 * Checks a token's signature for its binding, in constant time. The expected signature of a
 * nonce and binding never changes under one secret, so the last ones that matched are kept
 * (bounded; only after a match, so forged tokens cannot fill it).
 */
function verifierOf(secret: string): Verifier {
  const kept = new Map<string, Buffer>();
  return (token, binding) => {
    const [nonce, signature] = token?.split('.') ?? [];
    if (!nonce || !signature) return false;
    const key = `${binding}\n${nonce}`;
    const expected = kept.get(key) ?? Buffer.from(sign(secret, nonce, binding));
    const given = Buffer.from(signature);
    const genuine = expected.length === given.length && timingSafeEqual(expected, given);
    if (genuine && !kept.has(key)) {
      if (kept.size >= SIGNATURES_KEPT) kept.clear();
      kept.set(key, expected);
    }
    return genuine;
  };
}

/** The binding this request's token must have: its live session, else its visitor id. */
function bindingOf(req: Request): Binding | undefined {
  if (req.principal && req.sessionToken) return `session:${req.sessionToken}`;
  const visitor = readCookie(req, VISITOR_COOKIE);
  return visitor ? `visitor:${visitor}` : undefined;
}

function newVisitor(req: Request, res: Response): Binding {
  const visitor = randomBytes(18).toString('base64url');
  writeCookie(req, res, VISITOR_COOKIE, visitor, true);
  return `visitor:${visitor}`;
}

/**
 * Gives the browser a fresh token bound to its session: the one this response started, a new
 * visitor id when it ended one (sign-out), else the request's session or visitor id.
 */
export function issueCsrfToken(secret: string, req: Request, res: Response): void {
  const change = sessionChangeOf(res);
  const binding: Binding =
    typeof change === 'string'
      ? `session:${change}`
      : change === null
        ? newVisitor(req, res)
        : (bindingOf(req) ?? newVisitor(req, res));
  const nonce = randomBytes(18).toString('base64url');
  writeCookie(req, res, XSRF_COOKIE, `${nonce}.${sign(secret, nonce, binding)}`, false);
}

/**
 * Signed double-submit cookie: axios copies the XSRF-TOKEN cookie into the X-XSRF-TOKEN header,
 * which another site cannot read or forge. The signature binds the token to the session (or to
 * the visitor id before sign-in), so a token taken from another session, even a genuine one, is
 * worthless. Runs after the session is read. A request whose token is not bound to its current
 * session gets a fresh one; a write with a token of a session that has just expired goes on (to
 * its 401), so the person is sent to sign in rather than told to reload. Paths in `exempt`
 * (server-to-server webhooks) skip the check, and so does a request with a personal API token: a
 * browser never adds one on its own, so another site cannot make it send one.
 */
export function csrfProtection(secret: string, exempt: readonly string[]): RequestHandler {
  const isGenuine = verifierOf(secret);
  return (req, res, next) => {
    if (req.apiToken) {
      req.xsrfChecked = true;
      return next();
    }
    const token = readCookie(req, XSRF_COOKIE);
    const binding = bindingOf(req);
    const current = binding !== undefined && isGenuine(token, binding);
    if (!current) issueCsrfToken(secret, req, res);
    const expired = readCookie(req, SESSION_COOKIE);
    const accepted =
      current || (!req.principal && !!expired && isGenuine(token, `session:${expired}`));
    req.xsrfChecked = token !== undefined && req.get(XSRF_HEADER) === token && accepted;
    if (SAFE_METHODS.has(req.method) || exempt.includes(req.path)) return next();
    if (!req.xsrfChecked) throw AppError.forbidden(MessageCode.csrf);
    next();
  };
}

/**
 * The same check on a safe method, for the few GETs of the spec that start work (a bank
 * synchronisation): a route asks for it with `xsrf: 'required'`, and the router runs this after
 * csrfProtection has judged the request.
 */
export const requireXsrfHeader: RequestHandler = (req, _res, next) => {
  if (!req.xsrfChecked) throw AppError.forbidden(MessageCode.csrf);
  next();
};
