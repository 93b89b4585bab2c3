import express from 'express';
import { authenticateRequestSchema } from '../../../contract/auth';
import { principalOf, requireAuthenticated } from '../../http/access';
import type { AppContext } from '../../http/app-context';
import { issueCsrfToken } from '../../http/csrf';
import { byIp, rateLimit } from '../../http/rate-limit';
import { endSessionCookie, startSessionCookie } from '../../http/session';
import { parseWith } from '../../http/validation';
import { RATE_LIMITS, clearHits } from '../rate-limits/rate-limits.service';
import { describeUser } from '../users/principal.service';
import { authenticate } from './auth.service';

export function authRoutes(ctx: AppContext) {
  const { db, policy, secret, clock } = ctx;
  const router = express.Router();

  router.post(
    '/api/authenticate',
    rateLimit(db, clock, RATE_LIMITS.signInPerIp, byIp),
    rateLimit(db, clock, RATE_LIMITS.signInPerLogin, (req) => req.body?.username),
    async (req, res) => {
      const request = parseWith(authenticateRequestSchema, req.body);
      const { token, principal } = await authenticate(db.kysely, request, policy, clock());
      await clearHits(db.kysely, RATE_LIMITS.signInPerLogin, request.username);
      await startSessionCookie(db, req, res, token);
      issueCsrfToken(secret, req, res);
      res.json(await describeUser(db.kysely, principal));
    },
  );

  router.post('/api/logout', requireAuthenticated, async (req, res) => {
    await endSessionCookie(db, req, res);
    res.status(204).end();
  });

  router.get('/api/user', requireAuthenticated, async (req, res) => {
    res.json(await describeUser(db.kysely, principalOf(req)));
  });

  return router;
}
