import express from 'express';
import { resetPerformSchema, resetRequestSchema } from '../../../contract/password-reset';
import type { AppContext } from '../../http/app-context';
import { byIp, rateLimit } from '../../http/rate-limit';
import { parseWith } from '../../http/validation';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { performReset, requestReset } from './password-reset.service';

export function passwordResetRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  const router = express.Router();

  router.get(
    '/api/resetPassword/request',
    rateLimit(db, clock, RATE_LIMITS.resetPerIp, byIp),
    rateLimit(db, clock, RATE_LIMITS.resetPerEmail, (req) => req.query.email),
    async (req, res) => {
      await requestReset(ctx, parseWith(resetRequestSchema, req.query).email);
      res.json({ value: true });
    },
  );

  router.post(
    '/api/resetPassword/perform',
    rateLimit(db, clock, RATE_LIMITS.resetPerformPerIp, byIp),
    async (req, res) => {
      await performReset(ctx, parseWith(resetPerformSchema, req.body));
      res.json({ value: true });
    },
  );

  return router;
}
