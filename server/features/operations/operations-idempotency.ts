import { createHash } from 'node:crypto';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import * as repository from './operations-save.repository';

// Idempotency-Key (issue 9 §8): a creation or bulk delete sent again with the same key answers
// what the first one answered and writes nothing more. The key is stored in the transaction of
// the work, so a refused request leaves no key and may be retried.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
const KEY_MAX = 100;

const hashOf = (request: unknown) =>
  createHash('sha256').update(JSON.stringify(request)).digest('hex');

/**
 * Runs `work` once per key: with no key, simply runs it; with a key seen before for the same
 * request, answers the stored answer; for another request, refuses it (422).
 */
export async function onceForKey<T>(
  trx: Executor,
  userId: number,
  key: string | undefined,
  request: unknown,
  work: () => Promise<T>,
): Promise<T> {
  if (key === undefined) return work();
  if (key.length === 0 || key.length > KEY_MAX) throw AppError.badRequest();
  const requestHash = hashOf(request);
  const seen = await repository.findIdempotencyKey(trx, userId, key);
  if (seen) {
    if (seen.requestHash !== requestHash) {
      throw new AppError(422, MessageCode.idempotencyKeyReused);
    }
    return JSON.parse(seen.body ?? 'null') as T;
  }
  const answer = await work();
  const body = JSON.stringify(answer);
  await repository.insertIdempotencyKey(trx, { userId, key, requestHash, status: 200, body });
  return answer;
}
