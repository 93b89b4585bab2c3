import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Executor } from '../db/database';

/** This process, as the lease rows name it. */
export const thisServer = `${os.hostname()}/${process.pid}/${randomUUID().slice(0, 8)}`;

const iso = (instant: number) => new Date(instant).toISOString();

/**
 * Takes the task's lease for `forMs` when it is free, expired or already this holder's, and
 * answers whether it holds it. One conditional update: of several app servers ticking at once,
 * one wins; the others run the task again only once the holder has stopped renewing it.
 */
export async function takeLease(
  db: Executor,
  name: string,
  holder: string,
  now: number,
  forMs: number,
): Promise<boolean> {
  await db
    .insertInto('jobLeases')
    .values({ name, holder: '', expiresAt: iso(0) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const taken = await db
    .updateTable('jobLeases')
    .set({ holder, expiresAt: iso(now + forMs) })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('holder', '=', holder), eb('expiresAt', '<=', iso(now))]))
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) === 1;
}
