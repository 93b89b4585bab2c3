import type { z } from 'zod';

/**
 * One HTTP endpoint as both sides see it: method, path and the schemas of its inputs and answer.
 * The server declares its route from it (server/http/route.ts) and the SPA calls it through
 * src/lib/api.ts, so a change of path or payload that breaks a screen fails the typecheck.
 */
export type EndpointMethod = 'get' | 'post' | 'put' | 'delete';

type Schema = z.ZodType | undefined;

export interface Endpoint<
  M extends EndpointMethod = EndpointMethod,
  Path extends string = string,
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  A extends Schema = Schema,
> {
  readonly method: M;
  /** Express syntax (`/api/account/:accountId`). */
  readonly path: Path;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly answer?: A;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any endpoint, whatever its schemas
export type AnyEndpoint = Endpoint<EndpointMethod, string, any, any, any, any>;

interface EndpointSchemas<P extends Schema, Q extends Schema, B extends Schema, A extends Schema> {
  params?: P;
  query?: Q;
  body?: B;
  answer?: A;
}

export function endpoint<
  const M extends EndpointMethod,
  const Path extends string,
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  A extends Schema = undefined,
>(method: M, path: Path, schemas: EndpointSchemas<P, Q, B, A> = {}): Endpoint<M, Path, P, Q, B, A> {
  return { method, path, ...schemas };
}

/** The names of a path's parameters: `/api/a/:id/b/:name` gives `'id' | 'name'`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A schema an endpoint declares, or never when it declares none. */
type Declared<S> = Exclude<S, undefined>;

type ParamsInput<E extends AnyEndpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: undefined }
  : {
      params: [Declared<E['params']>] extends [never]
        ? Record<PathParamNames<E['path']>, string | number>
        : z.input<Declared<E['params']>>;
    };

type PartInput<S, Key extends string> = [Declared<S>] extends [never]
  ? { [K in Key]?: undefined }
  : undefined extends z.input<Declared<S>>
    ? { [K in Key]?: z.input<Declared<S>> }
    : { [K in Key]: z.input<Declared<S>> };

/** What a caller gives: the path's parameters, the query and the body, as their schemas take them. */
export type EndpointInput<E extends AnyEndpoint> = ParamsInput<E> &
  PartInput<E['query'], 'query'> &
  PartInput<E['body'], 'body'>;

/** What the endpoint answers (JSON), or void when it declares no answer. */
export type EndpointAnswer<E extends AnyEndpoint> = [Declared<E['answer']>] extends [never]
  ? void
  : z.output<Declared<E['answer']>>;

/** The endpoint's path with its parameters filled in, each URI-encoded. */
export function pathOf(
  target: Pick<AnyEndpoint, 'path'>,
  params: Readonly<Record<string, unknown>> = {},
): string {
  return target.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${target.path} needs :${name}`);
    return encodeURIComponent(String(value));
  });
}
