import type { Executor } from '../../db/database';
import { spendDeviceAttempt, type DeviceClaim } from '../devices/devices.service';
import { claimLoginAttempt, forgetLoginFailures } from '../rate-limits/login-slowdown.service';
import {
  RATE_LIMITS,
  clearHits,
  countHitOver,
  pairSubject,
} from '../rate-limits/rate-limits.service';

/** Where a sign-in comes from: the client's address and its device cookie, if genuine. */
export interface SignInOrigin {
  address: string;
  device: DeviceClaim | null;
}

/** Which budget an attempt spends: its known browser's, or the ordinary limits. */
export type Admission = 'known-device' | 'ordinary';

/**
 * A refusal says which limit refused, and whether it is the first of its window (the moment the
 * throttling began, worth a journal entry; the next ones are only counted).
 */
export type ThrottleAnswer =
  | { admitted: Admission }
  | { refused: 'address' | 'pair' | 'login'; first: boolean; retryAfterSeconds?: number };

/**
 * Counts an attempt before the password is checked, so concurrent guesses cannot overtake the
 * count. A browser that signed in to this account before spends only its own budget: nobody
 * else's failures slow it down. Any other attempt counts per address, per login and address,
 * and against the login's slowdown, which makes a guesser wait but never locks the owner out.
 */
export async function admitAttempt(
  db: Executor,
  loginKey: string,
  userId: number | null,
  origin: SignInOrigin,
  now: number,
): Promise<ThrottleAnswer> {
  if (userId !== null && (await spendDeviceAttempt(db, userId, origin.device))) {
    return { admitted: 'known-device' };
  }
  const overAddress = await countHitOver(db, RATE_LIMITS.signInPerIp, origin.address, now);
  if (overAddress > 0) return { refused: 'address', first: overAddress === 1 };
  const pair = pairSubject(loginKey, origin.address);
  const overPair = await countHitOver(db, RATE_LIMITS.signInPerPair, pair, now);
  if (overPair > 0) return { refused: 'pair', first: overPair === 1 };
  const slot = await claimLoginAttempt(db, loginKey, now);
  if (slot.allowed) return { admitted: 'ordinary' };
  // Every refusal here first counted against its address, which bounds them.
  return { refused: 'login', first: true, retryAfterSeconds: slot.retryAfterSeconds };
}

/**
 * The right password: an ordinary attempt's counts were not failures after all. Other addresses
 * keep theirs, so a guesser elsewhere gets no fresh budget from the owner's sign-in.
 */
export async function forgiveAttempt(
  db: Executor,
  loginKey: string,
  origin: SignInOrigin,
  admission: Admission,
): Promise<void> {
  if (admission === 'known-device') return;
  await clearHits(db, RATE_LIMITS.signInPerPair, pairSubject(loginKey, origin.address));
  await forgetLoginFailures(db, loginKey);
}
