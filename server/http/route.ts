import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import type { AccessItem } from '../../contract/access';
import type { Endpoint, EndpointMethod } from '../../contract/endpoint';
import type { BearerCheck } from './access';
import type { Principal } from './request-context';

export type HttpMethod = EndpointMethod;

/** Who may call a route: anybody, or the holders of every listed role or functionality. */
export type Access = 'public' | readonly AccessItem[];

/**
 * How the answer leaves: `json` (the default) is the handler's value checked against `answer`;
 * `empty` is 204 with no body; `custom` means the handler writes the response itself (a redirect,
 * an HTML page, a cached file), described to OpenAPI by `produces`.
 */
export type Reply = 'json' | 'empty' | 'custom';

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler receives: the validated inputs, and the request for what only HTTP knows. */
export interface RouteInput<P extends Schema, Q extends Schema, B extends Schema> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
  /** The signed-in user, when there is one. */
  principal: Principal | undefined;
  /** The signed-in user; answers 401 when nobody is signed in. */
  readonly user: Principal;
  /** The signed-in user's id; answers 401 when nobody is signed in. */
  readonly userId: number;
  req: Request;
  res: Response;
  /** The answer, checked against the declared schema when the router checks answers (tests). */
  checked<T>(answer: T): T;
}

/** Runs after validation and before the handler (rate limits keyed on a normalised login…). */
export type RouteGuard = (input: RouteInput<Schema, Schema, Schema>) => Promise<void>;

export interface Route<P extends Schema, Q extends Schema, B extends Schema, A extends Schema> {
  method: HttpMethod;
  /** Express syntax (`/api/account/:accountId`); OpenAPI gets `{accountId}`. */
  path: string;
  access: Access;
  /**
   * Also lets in a request whose `Authorization: Bearer …` passes this check, without a session
   * (a metrics scraper). Whoever fails it meets `access` as usual.
   */
  bearer?: BearerCheck;
  /**
   * `false`: refuses personal API tokens (403), for the routes that change how one signs in or
   * who one is (password, email, login, sign-out, account deletion, tokens, two-factor). Public
   * and admin routes refuse them whatever this says (api-token-policy.ts).
   */
  apiToken?: false;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** A multipart body carrying a file in this field, read by the handler (readUploadedFile). */
  upload?: string;
  answer?: A;
  /** Refusals answered with more than `{ messageCode }` (AppError details), for the documentation. */
  errors?: readonly z.ZodType[];
  /** Success status of a `json` reply (200 unless said). */
  status?: number;
  reply?: Reply;
  /** Media type of a `custom` reply, for the documentation. */
  produces?: 'application/json' | 'text/html' | 'text/plain' | 'redirect';
  /** Maps the first validation issue of the body or query to the spec's message code. */
  invalid?: (issue: z.core.$ZodIssue) => string | undefined;
  /**
   * `required`: a safe-method route that starts work (GET api/bi/sync by the spec) asks for the
   * XSRF header as every write does, so another site cannot start it through the user's browser.
   */
  xsrf?: 'required';
  /** Express middleware run before validation (compression of large answers). */
  before?: readonly RequestHandler[];
  guards?: readonly RouteGuard[];
  handle(input: RouteInput<P, Q, B>): Promise<Parsed<A> | void> | Parsed<A> | void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table holds routes of every shape
export type RouteDeclaration = Route<any, any, any, any>;

/** What a route adds to its endpoint: who may call it, how it is documented, what it does. */
export type RouteOptions<
  P extends Schema,
  Q extends Schema,
  B extends Schema,
  A extends Schema,
> = Omit<Route<P, Q, B, A>, 'method' | 'path' | 'params' | 'query' | 'body' | 'answer'>;

/** Declares the route of an endpoint of contract/endpoints; only gives the handler its types. */
export function defineRoute<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  A extends Schema = undefined,
>(
  endpoint: Endpoint<EndpointMethod, string, P, Q, B, A>,
  options: RouteOptions<P, Q, B, A>,
): RouteDeclaration {
  return { ...endpoint, ...options } as RouteDeclaration;
}
