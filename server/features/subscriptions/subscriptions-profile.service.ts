import { ProfileName } from '../../../contract/access';
import type { Executor } from '../../db/database';
import { dayOfInstant, isLiveRow, personKeyOf, trialEndOf } from './subscription-facts';
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
  if (user.premiumGifted === 1) return { profileName: ProfileName.premium, profileEndDate: null };
  const trial = await repository.findDiscoveryTrial(db, personKeyOf(user));
  const trialEnd = trial ? trialEndOf(trial.startedAt) : null;
  const ends = [
    ...livePremium.map((row) => row.endsAt!),
    ...(trialEnd && trialEnd >= today ? [trialEnd] : []),
  ].sort();
  const last = ends.at(-1);
  return last
    ? { profileName: ProfileName.premium, profileEndDate: last }
    : { profileName: ProfileName.user, profileEndDate: null };
}

/**
 * Sets USER or PREMIUM from the data alone: a live premium subscription, a gift, or a running
 * discovery trial gives PREMIUM; otherwise USER. DEV and ADMIN are never touched. A premium that
 * will end (cancelled subscription, trial) carries its last day in profile_end_date, which the
 * session read compares with today (server/features/users/current-user.service.ts). Answers
 * whether premium was lost.
 */
export async function reconcileProfile(db: Executor, userId: number, now: number) {
  const user = await repository.findUserState(db, userId);
  if (!user) return { lostPremium: false };
  if (user.profileName !== ProfileName.user && user.profileName !== ProfileName.premium) {
    return { lostPremium: false };
  }
  const decision = await decide(db, user, dayOfInstant(now));
  if (
    decision.profileName !== user.profileName ||
    decision.profileEndDate !== user.profileEndDate
  ) {
    await repository.setProfile(db, userId, decision.profileName, decision.profileEndDate);
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
