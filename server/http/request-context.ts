import type { Request } from 'express';
import type { Logger } from 'pino';
import type { AccessHolder, Role } from '../../contract/access';
import type { ApiTokenScope } from '../../contract/api-tokens';
import type { CurrentUser } from '../../contract/auth';

/** The user's own fields of GET /api/user, read with the principal so it needs no second read. */
export type PrincipalFields = Pick<
  CurrentUser,
  | 'email'
  | 'phone'
  | 'phoneCode'
  | 'usageName'
  | 'zipcode'
  | 'language'
  | 'profileEndDate'
  | 'numberOfConnection'
>;

/**
 * Read with the session in its one statement, for the routes that would otherwise each read them
 * on their own; as they stood when the request came in.
 */
export interface SessionFacts {
  /** The version of the user's books (operations-books-version), -1 before any. */
  booksVersion: number;
  /** Whether the user agreed to the terms in force (true when none are). */
  agreedCgu: boolean;
  /** Whether the user has a subscription not deleted (GET /api/user lists them only then). */
  liveSubscription: boolean;
}

/** Who is making a request: enough to check access on every route. */
export interface Principal extends AccessHolder {
  idUser: number;
  login: string;
  roles: Role[];
  profile: { name: string; indexUrl: string; functionalities: { code: string }[] };
  fields: PrincipalFields;
  modeAutoImport: string | null;
  facts: SessionFacts;
  /**
   * An administrator who must enable two-factor first (the policy requires it): every route that
   * needs ROLE_ADMIN refuses them until they do.
   */
  twoFactorSetupRequired?: boolean;
}

/** Where a request came from, as the security journal records it; a plain value for services. */
export interface EventOrigin {
  logger: Logger;
  /** The client's address (X-Forwarded-For only behind TRUST_PROXY), when known. */
  address: string | null;
}

export const originOf = (logger: Logger, req: Request): EventOrigin => ({
  logger,
  address: req.ip ?? null,
});

/** The signed-in person acting, and where from: what an audited action records. */
export const actorOf = (logger: Logger, user: Principal, req: Request) => ({
  idUser: user.idUser,
  login: user.login,
  ...originOf(logger, req),
});

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set by the session middleware. */
    principal?: Principal;
    /** The personal API token the request came with (no session then), set before the session. */
    apiToken?: { id: number; scope: ApiTokenScope };
    /** The raw session token from the cookie, when one was sent. */
    sessionToken?: string;
    /** Whether the request carried its session's XSRF token in the header (csrf.ts). */
    xsrfChecked?: boolean;
    /** The body's bytes as received, kept only where a signature covers them (webhooks). */
    rawBody?: Buffer;
  }
}
