import { ProfileName } from '../../../contract/access';
import type { Executor } from '../../db/database';
import { dayOfInstant, isLiveRow, personKeyOf, trialEndOf } from './subscription-facts';
import { recordGift, setProfileByName } from '../users/user-changes.service';
import * as repository from './subscriptions.repository';

/** The profile the data gives, and its end date (a trial's, or a cancelled period's). */
interface Decision {
  profileName: string;
  profileEndDate: string | null;
}

async function decide(
  db: Executor,
  user: NonNullable<Awaited<ReturnType<typeof repository.findUserState>>>,
  today: string,
): Promise<Decision> {
  const rows = await repository.findSubscriptionsOfUser(db, user.id);
  const livePremium = rows.filter((row) => row.type === 'PREMIUM' && isLiveRow(row, today));
  if (livePremium.some((row) => row.status === 'ACTIVE')) {
    return { profileName: ProfileName.premium, profileEndDate: null };
  }
  const gifted = user.premiumGifted === 1;
  if (gifted && user.premiumGiftEndDate === null) {
    return { profileName: ProfileName.premium, profileEndDate: null };
  }
  const trial = await repository.findDiscoveryTrial(db, personKeyOf(user));
  const trialEnd = trial ? trialEndOf(trial.startedAt) : null;
  const ends = [
    ...livePremium.map((row) => row.endsAt!),
    ...[trialEnd, gifted ? user.premiumGiftEndDate : null].filter(
      (end): end is string => end !== null && end >= today,
    ),
  ].sort();
  const last = ends.at(-1);
  return last
    ? { profileName: ProfileName.premium, profileEndDate: last }
    : { profileName: ProfileName.user, profileEndDate: null };
}

/** Whether going from one profile to the other takes a right away (PREMIUM, or days of it). */
function lowers(from: Decision, to: Decision): boolean {
  if (from.profileName !== ProfileName.premium) return false;
  if (to.profileName !== ProfileName.premium) return true;
  if (from.profileEndDate === null) return to.profileEndDate !== null;
  return to.profileEndDate !== null && to.profileEndDate < from.profileEndDate;
}

/**
 * Sets USER or PREMIUM from the data alone: a live premium subscription, a gift (for ever, or to
 * its end date), or a running discovery trial gives PREMIUM; otherwise USER. DEV and ADMIN are
 * never touched. A premium that will end (cancelled subscription, trial, gift with an end date)
 * carries its last day in profile_end_date, which the session read compares with today
 * (server/features/auth/current-user.service.ts). With `raiseOnly` (a caller nobody
 * authenticated) a change that would take a right away is not made. Answers whether premium was
 * lost.
 */
export async function reconcileProfile(
  db: Executor,
  userId: number,
  now: number,
  { raiseOnly = false } = {},
) {
  const user = await repository.findUserState(db, userId);
  if (!user) return { lostPremium: false };
  if (user.profileName !== ProfileName.user && user.profileName !== ProfileName.premium) {
    return { lostPremium: false };
  }
  const decision = await decide(db, user, dayOfInstant(now));
  if (raiseOnly && lowers(user, decision)) return { lostPremium: false };
  if (
    decision.profileName !== user.profileName ||
    decision.profileEndDate !== user.profileEndDate
  ) {
    await setProfileByName(db, userId, decision.profileName, decision.profileEndDate);
  }
  const lostPremium =
    user.profileName === ProfileName.premium && decision.profileName === ProfileName.user;
  if (lostPremium) {
    await repository.insertUserEvent(
      db,
      userId,
      'PREMIUM_ENDED',
      null,
      new Date(now).toISOString(),
    );
  }
  return { lostPremium };
}

/** True once the day after a premium's last day has come. */
export const premiumHasEnded = (profileEndDate: string | null, now: number): boolean =>
  profileEndDate !== null && profileEndDate < dayOfInstant(now);

/**
 * Records an administrator's gift of premium (for ever when `endDate` is null, else to that day),
 * or takes it back with null, then sets the profile from the data: a gift outlives every
 * subscription event, and taking it back leaves what the subscriptions and a trial give.
 */
export async function setPremiumGift(
  db: Executor,
  userId: number,
  gift: { endDate: string | null } | null,
  now: number,
) {
  await recordGift(db, userId, gift);
  return reconcileProfile(db, userId, now);
}
