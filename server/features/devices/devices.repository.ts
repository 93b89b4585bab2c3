import type { Executor } from '../../db/database';

/** Spends one failure of the device's budget; false when it is spent or the device unknown. */
export async function spendDeviceFailure(
  db: Executor,
  userId: number,
  deviceId: string,
  budget: number,
): Promise<boolean> {
  const rows = await db
    .updateTable('signInDevices')
    .set((eb) => ({ failures: eb('failures', '+', 1) }))
    .where('id', '=', deviceId)
    .where('userId', '=', userId)
    .where('failures', '<', budget)
    .returning('id')
    .execute();
  return rows.length === 1;
}

/** Records a sign-in from the device: a new one, or a known one whose budget starts again. */
export async function saveDeviceSignIn(
  db: Executor,
  userId: number,
  deviceId: string,
  at: string,
): Promise<void> {
  await db
    .insertInto('signInDevices')
    .values({ id: deviceId, userId, failures: 0, createdAt: at, lastSignInAt: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ failures: 0, lastSignInAt: at }))
    .execute();
}

/** Keeps the user's `kept` most recent devices and forgets the others. */
export async function forgetOldDevices(db: Executor, userId: number, kept: number): Promise<void> {
  const recent = db
    .selectFrom('signInDevices')
    .select('id')
    .where('userId', '=', userId)
    .orderBy('lastSignInAt', 'desc')
    .orderBy('id')
    .limit(kept);
  await db
    .deleteFrom('signInDevices')
    .where('userId', '=', userId)
    .where('id', 'not in', recent)
    .execute();
}
