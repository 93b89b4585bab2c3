import { ProfileName } from '../../../contract/access';
import type { CurrentUser } from '../../../contract/auth';

/**
 * The server's paid-option guard (server/features/bi/bi-access.ts) read from the session: any
 * profile but USER, or a USER with a live AUTO_IMPORT subscription, may synchronise.
 */
export const mayAutoImport = (user: Pick<CurrentUser, 'profile' | 'subscriptions'>): boolean =>
  user.profile.name !== ProfileName.user ||
  user.subscriptions.some((s) => s.type === 'AUTO_IMPORT' && !s.deleted);
