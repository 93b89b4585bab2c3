import express from 'express';
import { z } from 'zod';
import {
  SignupServerCode,
  signupRequestSchema,
  type SignupRequest,
} from '../../../contract/signup';
import { AppError } from '../../http/app-error';
import type { AppContext } from '../../http/app-context';
import { byIp, rateLimit } from '../../http/rate-limit';
import { parseWith } from '../../http/validation';
import { RATE_LIMITS } from '../rate-limits/rate-limits.service';
import { isLoginAvailable } from '../users/users.service';
import { activate, resendActivation, signup } from './signup.service';

const loginQuery = z.object({ login: z.string().trim().min(1).max(100) });
const activationQuery = z.object({ login: z.string().max(100), code: z.string().max(200) });

/** Login and password problems answer invalid.login / invalid.password (spec 000 §8). */
function parseSignup(body: unknown): SignupRequest {
  const result = signupRequestSchema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.path[0] === 'login') throw AppError.badRequest(SignupServerCode.invalidLogin);
  if (issue?.path[0] === 'password') throw AppError.badRequest(SignupServerCode.invalidPassword);
  return parseWith(signupRequestSchema, body);
}

export function signupRoutes(ctx: AppContext) {
  const { db, clock } = ctx;
  const router = express.Router();

  router.post(
    '/api/signup',
    rateLimit(db, clock, RATE_LIMITS.signupPerIp, byIp),
    async (req, res) => {
      await signup(ctx, parseSignup(req.body));
      res.status(201).json({ value: true });
    },
  );

  router.get(
    '/api/signup/check',
    rateLimit(db, clock, RATE_LIMITS.signupCheckPerIp, byIp),
    async (req, res) => {
      const { login } = parseWith(loginQuery, req.query);
      res.json({ value: await isLoginAvailable(db.kysely, login) });
    },
  );

  router.get(
    '/api/signup/resend',
    rateLimit(db, clock, RATE_LIMITS.resendPerIp, byIp),
    rateLimit(db, clock, RATE_LIMITS.resendPerLogin, (req) => req.query.login),
    async (req, res) => {
      await resendActivation(ctx, parseWith(loginQuery, req.query).login);
      res.json({ value: true });
    },
  );

  router.get('/api/signup/activate', async (req, res) => {
    const query = activationQuery.safeParse(req.query);
    const login = query.success ? await activate(ctx, query.data.login, query.data.code) : null;
    const target = login ? `activate=${encodeURIComponent(login)}` : 'activationFailed=1';
    res.redirect(303, `/login?${target}`);
  });

  return router;
}
