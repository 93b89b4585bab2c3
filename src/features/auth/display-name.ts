import type { CurrentUser } from '../../../contract/auth';

/** The name shown to the person: their usage name, else their login. */
export const displayName = (user: Pick<CurrentUser, 'usageName' | 'login'>): string =>
  user.usageName?.trim() || user.login;
