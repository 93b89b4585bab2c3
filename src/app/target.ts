import type { Location } from 'react-router';
import type { LoginState, SessionEndReason } from '../features/auth/use-auth';

/** The login page remembers where to go after sign-in in this query parameter. */
export const TARGET_PARAM = 'target';

/** Only same-app paths are followed, so the parameter cannot send anyone to another site. */
export function safeTarget(raw: string | null): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  return raw.startsWith('/login') ? null : raw;
}

/** Where an anonymous visitor of `location` goes: the login page, remembering the target. */
export function loginRedirect(location: Location, endReason?: SessionEndReason) {
  const target = `${location.pathname}${location.search}${location.hash}`;
  // After an explicit logout or a deletion, signing in again starts from the home page.
  const remember = endReason !== 'loggedOut' && endReason !== 'accountDeleted' && target !== '/';
  const search = remember ? `?${new URLSearchParams({ [TARGET_PARAM]: target })}` : '';
  const state: LoginState = endReason ? { notice: endReason } : {};
  return { to: `/login${search}`, state };
}
