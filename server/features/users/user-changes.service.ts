import type { Language } from '../../../contract/auth';
import type { UserDetails } from '../../../contract/settings';
import type { Executor } from '../../db/database';
import * as repository from './users.repository';

// The changes other features make to a user, one function each: only this feature writes the
// users table.

export async function changeEmail(db: Executor, userId: number, email: string): Promise<void> {
  await repository.updateUser(db, userId, { email });
}

/** An empty number clears it. */
export async function changePhone(db: Executor, userId: number, phone: string, phoneCode: string) {
  await repository.updateUser(db, userId, { phone: phone || null, phoneCode });
}

/** An empty zip code clears it. */
export async function changeDetails(db: Executor, userId: number, details: UserDetails) {
  await repository.updateUser(db, userId, {
    usageName: details.usageName,
    zipcode: details.zipcode || null,
    newsletter: details.newsletter ? 1 : 0,
    partners: details.partners ? 1 : 0,
  });
}

export async function changeLanguage(db: Executor, userId: number, language: Language) {
  await repository.updateUser(db, userId, { language });
}

export async function activateUser(db: Executor, userId: number): Promise<void> {
  await repository.updateUser(db, userId, { active: 1 });
}

/** An administrator's lock: the user cannot sign in until unlocked. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await repository.updateUser(db, userId, { locked: 1 });
}

/** Lifts an administrator's lock and the temporary one of wrong passwords. */
export async function unlockUser(db: Executor, userId: number): Promise<void> {
  await repository.updateUser(db, userId, { locked: 0, lockedUntil: null, failedLogins: 0 });
}

/** An administrator's choice of profile, with its end date and the reason given. */
export async function assignProfile(
  db: Executor,
  userId: number,
  profile: { profileId: number; profileEndDate: string | null; comment: string | null },
): Promise<void> {
  await repository.updateUser(db, userId, profile);
}

/** The profile the subscriptions give, with the last day of a premium that will end. */
export async function setProfileByName(
  db: Executor,
  userId: number,
  profileName: string,
  profileEndDate: string | null,
): Promise<void> {
  await repository.updateProfileByName(db, userId, profileName, profileEndDate);
}

/** Records an administrator's gift of premium (to its end date, or for ever), or takes it back. */
export async function recordGift(
  db: Executor,
  userId: number,
  gift: { endDate: string | null } | null,
): Promise<void> {
  await repository.updateUser(db, userId, {
    premiumGifted: gift ? 1 : 0,
    premiumGiftEndDate: gift?.endDate ?? null,
  });
}

/** Takes the window between two subscription actions; false when another action holds it. */
export function claimSubscriptionWindow(
  db: Executor,
  userId: number,
  nowIso: string,
  windowStart: string,
): Promise<boolean> {
  return repository.claimSubscriptionWindow(db, userId, nowIso, windowStart);
}

/** Sets (or gives back, after a failed action) the time of the last subscription action. */
export async function setSubscriptionActionTime(db: Executor, userId: number, at: string | null) {
  await repository.updateUser(db, userId, { subscriptionActionAt: at });
}
