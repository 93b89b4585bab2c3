// The security journal: what happened to whose account, from where, with what outcome.

/** Every kind of security event; the CHECK of migration 0027 holds the same list. */
export const SECURITY_EVENT_TYPES = [
  'SIGN_IN_SUCCESS',
  'SIGN_IN_FAILURE',
  'SIGN_IN_THROTTLED',
  'PASSWORD_CHANGE',
  'PASSWORD_RESET',
  'EMAIL_CHANGE',
  'SESSION_ENDED',
  'ADMIN_ACTION',
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

/** `refused`: the request was turned away before it was tried (throttled, locked). */
export const SECURITY_EVENT_OUTCOMES = ['success', 'failure', 'refused'] as const;
export type SecurityEventOutcome = (typeof SECURITY_EVENT_OUTCOMES)[number];
