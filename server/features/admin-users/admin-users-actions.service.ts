import { ProfileName, Role } from '../../../contract/access';
import {
  ASSIGNABLE_PROFILES,
  PROFILE_NOT_ASSIGNABLE,
  type CreateAdminRequest,
  type ProfileAndComment,
} from '../../../contract/admin-users-actions';
import type { ModeAutoImport } from '../../../contract/admin-users';
import { loginKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { copyTemplateCategories } from '../categories/categories.service';
import { saveModeAutoImport } from '../preferences/preferences.service';
import { clearSignInCounters } from '../rate-limits/rate-limits.service';
import { recordSessionsEnded } from '../sessions/sessions-journal.service';
import { closeAllSessionsOf } from '../sessions/sessions.service';
import { setPremiumGift } from '../subscriptions/subscriptions-profile.service';
import { activateUser, assignProfile, lockUser, unlockUser } from '../users/user-changes.service';
import * as users from '../users/users.service';
import {
  recordAdminAction,
  type AdminActor,
  type AuditEntry,
} from '../admin-audit/admin-audit.service';
import * as repository from './admin-users.repository';
import * as reference from './admin-reference.repository';

export const ADMIN_NOT_TARGET = 'admin.user.isAdmin';
export const ADMIN_SELF_TARGET = 'admin.user.isSelf';

type Admin = AdminActor;

/** The target user, 404 when absent; admins are never the target of another admin's action. */
export async function targetOf(db: Executor, admin: Admin, userId: number) {
  const user = await repository.findUser(db, userId);
  if (!user) throw AppError.notFound();
  if (user.id === admin.idUser) throw new AppError(409, ADMIN_SELF_TARGET);
  if ((await repository.findAdminIds(db, [user.id])).length > 0) {
    throw new AppError(409, ADMIN_NOT_TARGET);
  }
  return user;
}

/** Runs the change and its audit entry in one transaction. */
export function audited(
  db: Executor,
  admin: Admin,
  now: number,
  change: (
    trx: Executor,
  ) => Promise<Omit<AuditEntry, 'target'> & { target?: AuditEntry['target'] }>,
) {
  return db.transaction().execute(async (trx) => {
    const entry = await change(trx);
    await recordAdminAction(trx, admin, entry, now);
  });
}

/** Locks (ending every session) or unlocks (forgetting the login's counted failures) the user. */
export async function toggleLock(db: Executor, admin: Admin, userId: number, now: number) {
  const user = await targetOf(db, admin, userId);
  const lock = user.locked !== 1;
  await audited(db, admin, now, async (trx) => {
    if (lock) {
      await lockUser(trx, user.id);
      await recordSessionsEnded(trx, admin, user, 'USER_LOCK', now);
      await closeAllSessionsOf(trx, user.id);
    } else {
      await unlockUser(trx, user.id);
      await clearSignInCounters(trx, loginKey(user.login));
    }
    return {
      action: lock ? 'USER_LOCK' : 'USER_UNLOCK',
      target: { id: user.id, login: user.login },
    };
  });
  return { locked: lock };
}

export async function activate(db: Executor, admin: Admin, userId: number, now: number) {
  const user = await targetOf(db, admin, userId);
  await audited(db, admin, now, async (trx) => {
    await activateUser(trx, user.id);
    return { action: 'USER_ACTIVATE', target: { id: user.id, login: user.login } };
  });
}

/** Deletes the user and every row it owns (the foreign keys cascade). */
export async function deleteAsAdmin(
  db: Executor,
  admin: Admin,
  userId: number,
  now: number,
  beforeDelete: () => Promise<void> = async () => {},
) {
  const user = await targetOf(db, admin, userId);
  await beforeDelete();
  await audited(db, admin, now, async (trx) => {
    await recordSessionsEnded(trx, admin, user, 'USER_DELETE', now);
    await users.deleteUserAndData(trx, user.id);
    return { action: 'USER_DELETE', target: { id: user.id, login: user.login } };
  });
}

/**
 * Gives a USER or PREMIUM profile; an end date makes a discovery, none a gift (spec 002 §4).
 * PREMIUM is recorded as a gift, USER takes the gift back; either way the profile then follows
 * the data, so a paying subscriber stays PREMIUM.
 */
export async function changeProfile(
  db: Executor,
  admin: Admin,
  userId: number,
  change: Required<Omit<ProfileAndComment, 'idUser'>>,
  now: number,
) {
  const user = await targetOf(db, admin, userId);
  const profile = await reference.findProfile(db, change.profileId);
  if (!profile) throw AppError.notFound();
  if (!ASSIGNABLE_PROFILES.includes(profile.name)) {
    throw AppError.badRequest(PROFILE_NOT_ASSIGNABLE);
  }
  const comment = change.comment?.trim() || null;
  await audited(db, admin, now, async (trx) => {
    await assignProfile(trx, user.id, {
      profileId: profile.id,
      profileEndDate: change.profileEndDate,
      comment,
    });
    const gift = profile.name === ProfileName.premium ? { endDate: change.profileEndDate } : null;
    await setPremiumGift(trx, user.id, gift, now);
    const details = {
      from: { profile: user.profileName, profileEndDate: user.profileEndDate },
      to: { profile: profile.name, profileEndDate: change.profileEndDate },
      comment,
    };
    return { action: 'USER_PROFILE', target: { id: user.id, login: user.login }, details };
  });
}

export async function changeModeAutoImport(
  db: Executor,
  admin: Admin,
  userId: number,
  mode: ModeAutoImport | null,
  now: number,
) {
  const user = await targetOf(db, admin, userId);
  await audited(db, admin, now, async (trx) => {
    await saveModeAutoImport(trx, user.id, mode);
    const details = { from: user.modeAutoImport, to: mode };
    return { action: 'USER_MODE_AUTO_IMPORT', target: { id: user.id, login: user.login }, details };
  });
}

/** A new active admin with the standard categories; the terms are asked at the first visit. */
export async function createAdmin(
  db: Executor,
  admin: Admin,
  request: Required<Omit<CreateAdminRequest, 'confirmation'>>,
  now: number,
): Promise<number> {
  users.assertUncommonPassword(request.password);
  let id = 0;
  await audited(db, admin, now, async (trx) => {
    id = await users.createUser(trx, {
      login: request.login,
      password: request.password,
      email: request.email,
      usageName: request.usageName,
      profileName: ProfileName.admin,
      roles: [Role.user, Role.admin],
      active: true,
    });
    await copyTemplateCategories(trx, id, 'fr');
    return { action: 'ADMIN_CREATE', target: { id, login: request.login } };
  });
  return id;
}
