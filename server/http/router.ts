import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { z } from 'zod';
import type { AccessItem } from '../../contract/access';
import { requireAccess, requireAccessOrBearer } from './access';
import { apiTokenPolicy } from './api-token-policy';
import { AppError } from './app-error';
import { requireXsrfHeader } from './csrf';
import type { Principal } from './request-context';
import type { RouteDeclaration, RouteInput } from './route';
import { parseWith } from './validation';

export interface RouterOptions {
  /** Checks every JSON answer against its declared schema (integration tests): a mismatch is a 500. */
  checkAnswers?: boolean;
}

function parsePart(route: RouteDeclaration, schema: z.ZodType | undefined, data: unknown) {
  if (!schema) return undefined;
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const code = route.invalid?.(result.error.issues[0]!);
  if (code) throw AppError.badRequest(code);
  return parseWith(schema, data);
}

function inputOf(route: RouteDeclaration, req: Request, res: Response, options: RouterOptions) {
  const principal: Principal | undefined = req.principal;
  const input: RouteInput<z.ZodType, z.ZodType, z.ZodType> = {
    params: parsePart(route, route.params, req.params),
    query: parsePart(route, route.query, req.query),
    body: parsePart(route, route.body, req.body),
    principal,
    get user() {
      if (!principal) throw AppError.unauthorized();
      return principal;
    },
    get userId() {
      return this.user.idUser;
    },
    req,
    res,
    checked: (answer) =>
      (options.checkAnswers ? checkedAnswer(route, answer) : answer) as typeof answer,
  };
  return input;
}

function checkedAnswer(route: RouteDeclaration, answer: unknown): unknown {
  const result = route.answer?.safeParse(answer);
  if (!result || result.success) return answer;
  throw new Error(
    `${route.method.toUpperCase()} ${route.path} answered outside its schema: ${result.error.message}`,
  );
}

function handlerOf(route: RouteDeclaration, options: RouterOptions): RequestHandler {
  return async (req, res) => {
    const input = inputOf(route, req, res, options);
    for (const guard of route.guards ?? []) await guard(input);
    const answer = await route.handle(input);
    const reply = route.reply ?? 'json';
    if (reply === 'custom') return;
    if (reply === 'empty') {
      res.status(204).end();
      return;
    }
    res
      .status(route.status ?? 200)
      .json(options.checkAnswers ? checkedAnswer(route, answer) : answer);
  };
}

function accessOf(route: RouteDeclaration, required: readonly AccessItem[]): RequestHandler {
  return route.bearer
    ? requireAccessOrBearer(route.bearer, ...required)
    : requireAccess(...required);
}

/** Path syntax beyond `:name` (wildcards, optional parts): such paths are left to Express. */
const PATTERN = /[*?(){}[\]+]/;

const isPlain = (path: string) => !path.includes(':') && !PATTERN.test(path);

/** Whether a declared path could match `plain`, as Express compares them (case aside). */
function couldMatch(declared: string, plain: string): boolean {
  if (PATTERN.test(declared)) return true;
  const [pattern, target] = [declared.toLowerCase().split('/'), plain.toLowerCase().split('/')];
  return (
    pattern.length === target.length &&
    pattern.every((part, i) => part.startsWith(':') || part === target[i])
  );
}

function handlersOf(route: RouteDeclaration, options: RouterOptions): RequestHandler[] {
  const access = route.access === 'public' ? [] : [accessOf(route, route.access)];
  const xsrf = route.xsrf === 'required' ? [requireXsrfHeader] : [];
  const handlers = [...access, ...xsrf, ...(route.before ?? []), handlerOf(route, options)];
  return [apiTokenPolicy(route), ...handlers];
}

/**
 * One Express router for a table of declared routes: access, validation, guards, answer. Express
 * tries each route in turn, a hundred for some of the screen's calls (issue 27); a plain path
 * that no route declared before it could match is reached by a lookup instead, through a router
 * of its own, so Express still runs it (its errors, req.route). The others, and any request
 * written otherwise (HEAD, another case, a trailing slash), go through the whole router.
 */
export function routerOf(
  routes: readonly RouteDeclaration[],
  options: RouterOptions = {},
): RequestHandler {
  const router = express.Router();
  const direct = new Map<string, Router>();
  routes.forEach((route, index) => {
    const handlers = handlersOf(route, options);
    router[route.method](route.path, ...handlers);
    const key = `${route.method.toUpperCase()} ${route.path}`;
    const shadowed = routes
      .slice(0, index)
      .some((earlier) => earlier.method === route.method && couldMatch(earlier.path, route.path));
    if (!isPlain(route.path) || shadowed || direct.has(key)) return;
    const own = express.Router();
    own[route.method](route.path, ...handlers);
    direct.set(key, own);
  });
  const dispatch: RequestHandler = (req, res, next) =>
    (direct.get(`${req.method} ${req.path}`) ?? router)(req, res, next);
  // Whoever lists the app's routes (the route table's test) finds the router's: the lookups'
  // routers only hold copies of some of them.
  return Object.assign(dispatch, { stack: router.stack });
}
