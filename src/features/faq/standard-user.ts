import { ProfileName } from '../../../contract/access';
import type { CurrentUser } from '../../../contract/auth';

/**
 * Spec 002 §6: a standard user is a USER profile without an active AUTO_IMPORT subscription.
 * The FAQ's synchronisation action offers them premium.
 */
export const isStandardUser = (user: CurrentUser): boolean =>
  user.profile.name === ProfileName.user &&
  !user.subscriptions.some(
    (subscription) => subscription.type === 'AUTO_IMPORT' && !subscription.deleted,
  );
