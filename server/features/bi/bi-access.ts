import { ProfileName } from '../../../contract/access';
import { BiMessageCode } from '../../../contract/bi';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { Principal } from '../../http/request-context';
import { saveModeAutoImport } from '../preferences/preferences.service';
import { listSubscriptions } from '../subscriptions/subscriptions.service';

// Bank synchronisation is a paid option (spec 000 §1, §6): a standard user — profile USER without
// a live AUTO_IMPORT subscription — is refused with modal.forbidden (the screen offers premium).
// The one place that decides, from the subscriptions.

export async function mayAutoImport(db: Executor, user: Principal): Promise<boolean> {
  if (user.profile.name !== ProfileName.user) return true;
  const subscriptions = await listSubscriptions(db, user.idUser);
  return subscriptions.some((s) => s.type === 'AUTO_IMPORT' && !s.deleted);
}

export async function assertAutoImport(db: Executor, user: Principal): Promise<void> {
  if (!(await mayAutoImport(db, user))) throw AppError.forbidden(BiMessageCode.forbidden);
}

/** POST /api/bi/auto-import: activating is for paying users; deactivating is always allowed. */
export async function setAutoImport(db: Executor, user: Principal, active: boolean) {
  if (active) await assertAutoImport(db, user);
  const modeAutoImport = active ? ('AUTO' as const) : null;
  await saveModeAutoImport(db, user.idUser, modeAutoImport);
  return { modeAutoImport };
}
