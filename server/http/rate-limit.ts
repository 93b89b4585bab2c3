import type { Request, RequestHandler } from 'express';
import { MessageCode } from '../../contract/message-codes';
import type { Db } from '../db/database';
import { allowHit, type RateLimit } from '../features/rate-limits/rate-limits.service';
import { AppError } from './app-error';
import type { Clock } from './clock';

type Subject = (req: Request) => unknown;

export const byIp: Subject = (req) => req.ip;

/** Answers 429 too.many.requests once a subject (IP, login, email) goes over its limit. */
export function rateLimit(db: Db, clock: Clock, rule: RateLimit, subject: Subject): RequestHandler {
  return async (req, _res, next) => {
    const value = subject(req);
    if (typeof value === 'string' && value !== '') {
      if (!(await allowHit(db.kysely, rule, value, clock()))) {
        throw new AppError(429, MessageCode.tooManyRequests);
      }
    }
    next();
  };
}
