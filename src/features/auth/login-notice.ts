import type { AlertVariant } from '../../components/alert';
import type { LoginState } from './use-auth';

export interface LoginNotice {
  key: string;
  variant: AlertVariant;
}

/** The message the login page opens with, from how the person got there (spec 000 §2). */
export function loginNotice(state: unknown, params: URLSearchParams): LoginNotice | null {
  const notice = (state as LoginState | null)?.notice;
  if (notice === 'loggedOut') return { key: 'login.notice.loggedOut', variant: 'info' };
  if (notice === 'sessionExpired') return { key: 'login.notice.sessionExpired', variant: 'info' };
  if (notice === 'accountDeleted') return { key: 'login.notice.accountDeleted', variant: 'info' };
  if (params.has('activate')) return { key: 'login.notice.activated', variant: 'success' };
  // The server's activation link lands here when the code is wrong or already used.
  if (params.has('activationFailed')) {
    return { key: 'login.notice.activationFailed', variant: 'warning' };
  }
  if (params.has('passwordUpdated')) {
    return { key: 'login.notice.passwordUpdated', variant: 'success' };
  }
  return null;
}
