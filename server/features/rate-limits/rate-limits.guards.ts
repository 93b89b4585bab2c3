import { MessageCode } from '../../../contract/message-codes';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { RouteGuard, RouteInput } from '../../http/route';
import { allowHit, type RateLimit } from './rate-limits.service';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a guard serves routes of every shape
type Subject = (input: RouteInput<any, any, any>) => unknown;

/** The client's address (X-Forwarded-For only behind TRUST_PROXY). */
export const byIp: Subject = ({ req }) => req.ip;

/**
 * Answers 429 too.many.requests once a subject goes over its limit. Guards run after validation,
 * so a login or an address is counted in its normalised form: no spelling gets extra guesses.
 */
export function rateLimit(db: Db, clock: Clock, rule: RateLimit, subject: Subject): RouteGuard {
  return async (input) => {
    const value = subject(input);
    if (typeof value !== 'string' || value === '') return;
    if (!(await allowHit(db.kysely, rule, value, clock()))) {
      throw new AppError(429, MessageCode.tooManyRequests);
    }
  };
}
