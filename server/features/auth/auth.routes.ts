import express from 'express';
import { authenticateRequestSchema } from '../../../contract/auth';
import type { Db } from '../../db/database';
import { principalOf, requireAuthenticated } from '../../http/access';
import { issueCsrfToken } from '../../http/csrf';
import { endSessionCookie, startSessionCookie } from '../../http/session';
import { parseWith } from '../../http/validation';
import type { SessionPolicy } from '../sessions/sessions.service';
import { describeUser } from '../users/users.service';
import { authenticate } from './auth.service';

export interface AuthRoutesOptions {
  db: Db;
  policy: SessionPolicy;
  secret: string;
}

export function authRoutes({ db, policy, secret }: AuthRoutesOptions) {
  const router = express.Router();

  router.post('/api/authenticate', async (req, res) => {
    const request = parseWith(authenticateRequestSchema, req.body);
    const { token, principal } = await authenticate(db.kysely, request, policy);
    await startSessionCookie(db, req, res, token);
    issueCsrfToken(secret, req, res);
    res.json(await describeUser(db.kysely, principal));
  });

  router.post('/api/logout', requireAuthenticated, async (req, res) => {
    await endSessionCookie(db, req, res);
    res.status(204).end();
  });

  router.get('/api/user', requireAuthenticated, async (req, res) => {
    res.json(await describeUser(db.kysely, principalOf(req)));
  });

  return router;
}
