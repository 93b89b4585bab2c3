import type * as authApi from '../auth';
import type * as twoFactorApi from '../two-factor';

// The first page imports these, not ../auth: an endpoint's schemas would bring zod into the
// start-up bundle. Each is typed by its endpoint, so a path or payload drift fails the typecheck.

export const authenticate: typeof authApi.authenticate = {
  method: 'post',
  path: '/api/authenticate',
};

export const logout: typeof authApi.logout = { method: 'post', path: '/api/logout' };

export const getCurrentUser: typeof authApi.getCurrentUser = { method: 'get', path: '/api/user' };

export const getSession: typeof authApi.getSession = { method: 'get', path: '/api/session' };

export const completeSignIn: typeof twoFactorApi.completeSignIn = {
  method: 'post',
  path: '/api/authenticate/second-factor',
};
