import type { Principal } from '../features/users/principal.service';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in user, set by the session middleware. */
    principal?: Principal;
    /** The raw session token from the cookie, when one was sent. */
    sessionToken?: string;
  }
}
