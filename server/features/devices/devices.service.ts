import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database';
import * as repository from './devices.repository';

/** Wrong passwords a known browser may give before it counts as unknown again. */
export const DEVICE_FAILURE_BUDGET = 10;
/** Browsers remembered per account; signing in from one more forgets the least recent. */
export const DEVICES_KEPT = 20;

/** A browser's claim to have signed in to an account before, read from its signed cookie. */
export interface DeviceClaim {
  userId: number;
  deviceId: string;
}

export const newDeviceId = (): string => randomBytes(24).toString('base64url');

/**
 * Lets a known browser try the password of its own account: true while its budget lasts. A claim
 * for another account, or a device forgotten or out of budget, counts as an unknown browser.
 */
export function spendDeviceAttempt(
  db: Executor,
  userId: number,
  claim: DeviceClaim | null,
): Promise<boolean> {
  if (!claim || claim.userId !== userId) return Promise.resolve(false);
  return repository.spendDeviceFailure(db, userId, claim.deviceId, DEVICE_FAILURE_BUDGET);
}

/** Remembers the browser that signed in (or proved the address by a reset); returns its id. */
export async function trustDevice(
  db: Executor,
  userId: number,
  claim: DeviceClaim | null,
  now: number,
): Promise<string> {
  const deviceId = claim?.userId === userId ? claim.deviceId : newDeviceId();
  await repository.saveDeviceSignIn(db, userId, deviceId, new Date(now).toISOString());
  await repository.forgetOldDevices(db, userId, DEVICES_KEPT);
  return deviceId;
}
