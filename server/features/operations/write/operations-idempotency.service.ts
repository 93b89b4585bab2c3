import { createHash } from 'node:crypto';
import { MessageCode } from '../../../../contract/message-codes';
import type { Executor } from '../../../db/database';
import { isLockTimeout } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import * as repository from './operations-save.repository';

// Idempotency-Key: a creation or bulk delete sent again with the same key answers
// what the first one answered and writes nothing more. The key is claimed first thing in the
// transaction of the work and its answer recorded at the end, so a refused request leaves no key
// and may be retried, and an identical request arriving meanwhile waits for the first one's end
// (PostgreSQL; SQLite runs one transaction at a time), then replays its answer.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_MAX = 100;
const HOUR = 3_600_000;
/** How long a key is kept: its answer is replayed for 24 hours. */
export const IDEMPOTENCY_KEY_TTL = 24 * HOUR;
/** How long a request waits for an identical one still running before 409 in-progress. */
export const IDEMPOTENCY_WAIT_MS = 5_000;

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

const expiredBefore = (now: number) => new Date(now - IDEMPOTENCY_KEY_TTL).toISOString();

export interface KeyOptions {
  now?: number;
  waitMs?: number;
}

async function claim(trx: Executor, row: repository.KeyClaim, waitMs: number) {
  return repository.claimIdempotencyKey(trx, row, waitMs).catch((error: unknown) => {
    throw isLockTimeout(error) ? new AppError(409, MessageCode.idempotencyKeyInProgress) : error;
  });
}

/**
 * Runs `work` once per key, in the caller's transaction: with no key, simply runs it; with a key
 * seen in the last 24 hours for the same request, answers the stored answer; for another request,
 * refuses it (422); while the same key's first request still runs after `waitMs`, 409.
 */
export async function onceForKey<T>(
  trx: Executor,
  userId: number,
  key: string | undefined,
  request: unknown,
  work: () => Promise<T>,
  { now = Date.now(), waitMs = IDEMPOTENCY_WAIT_MS }: KeyOptions = {},
): Promise<T> {
  if (key === undefined) return work();
  if (key.length === 0 || key.length > KEY_MAX) throw AppError.badRequest();
  const requestHash = hashOf(request);
  await repository.deleteIdempotencyKeys(trx, expiredBefore(now), { userId, key });
  const createdAt = new Date(now).toISOString();
  if (!(await claim(trx, { userId, key, requestHash, createdAt }, waitMs))) {
    const seen = (await repository.findIdempotencyKey(trx, userId, key))!;
    if (seen.requestHash !== requestHash) {
      throw new AppError(422, MessageCode.idempotencyKeyReused);
    }
    return JSON.parse(seen.body ?? 'null') as T;
  }
  const answer = await work();
  await repository.recordIdempotencyAnswer(
    trx,
    { userId, key },
    { status: 200, body: JSON.stringify(answer) },
  );
  return answer;
}

/** Forgets every key older than 24 hours (run hourly; a key found expired is replaced anyway). */
export function purgeIdempotencyKeys(db: Executor, now: number): Promise<void> {
  return repository.deleteIdempotencyKeys(db, expiredBefore(now));
}
