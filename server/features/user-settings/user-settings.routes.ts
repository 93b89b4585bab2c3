import express from 'express';
import { z } from 'zod';
import {
  deleteAccountSchema,
  updateEmailSchema,
  updateLoginSchema,
  updatePasswordSchema,
  updatePhoneSchema,
  userDetailsSchema,
} from '../../../contract/settings';
import { MessageCode } from '../../../contract/message-codes';
import { AppError } from '../../http/app-error';
import { principalOf, requireUser } from '../../http/access';
import type { AppContext } from '../../http/app-context';
import { issueCsrfToken } from '../../http/csrf';
import { endSessionCookie, startSessionCookie } from '../../http/session';
import { parseWith } from '../../http/validation';
import { openSession } from '../sessions/sessions.service';
import * as settings from './user-settings.service';

/** A new password breaking the rules answers ValidationException (spec 000 §8). */
function parsePasswordChange(body: unknown) {
  const result = updatePasswordSchema.safeParse(body);
  if (!result.success && result.error.issues[0]?.path[0] === 'newPassword') {
    throw AppError.badRequest(MessageCode.validation);
  }
  return parseWith(updatePasswordSchema, body);
}

const idUserParam = z.object({ idUser: z.coerce.number().int() });

export function userSettingsRoutes(ctx: AppContext) {
  const { db, clock, policy, secret } = ctx;
  const router = express.Router();
  const done = { value: true };

  router.post('/api/updateLogin', requireUser, async (req, res) => {
    const { login, password } = parseWith(updateLoginSchema, req.body);
    await settings.updateLogin(db.kysely, principalOf(req).idUser, login, password);
    res.json(done);
  });

  router.post('/api/updateEmail', requireUser, async (req, res) => {
    const { email, password } = parseWith(updateEmailSchema, req.body);
    await settings.updateEmail(db.kysely, principalOf(req).idUser, email, password);
    res.json(done);
  });

  router.post('/api/updatePassword', requireUser, async (req, res) => {
    const { oldPassword, newPassword } = parsePasswordChange(req.body);
    const userId = principalOf(req).idUser;
    await settings.updatePassword(db.kysely, userId, oldPassword, newPassword);
    await startSessionCookie(db, req, res, await openSession(db.kysely, userId, policy, clock()));
    issueCsrfToken(secret, req, res);
    res.json(done);
  });

  router.post('/api/updatePhone', requireUser, async (req, res) => {
    const { phone, phoneCode } = parseWith(updatePhoneSchema, req.body);
    await settings.updatePhone(db.kysely, principalOf(req).idUser, phone, phoneCode);
    res.json(done);
  });

  router.get('/api/userDetails', requireUser, async (req, res) => {
    res.json(await settings.getUserDetails(db.kysely, principalOf(req).idUser));
  });

  router.post('/api/userDetails', requireUser, async (req, res) => {
    const details = parseWith(userDetailsSchema, req.body);
    await settings.updateUserDetails(db.kysely, principalOf(req).idUser, details);
    res.json(done);
  });

  router.delete('/api/users/:idUser', requireUser, async (req, res) => {
    const { idUser } = parseWith(idUserParam, req.params);
    if (idUser !== principalOf(req).idUser) throw AppError.notFound();
    const request = parseWith(deleteAccountSchema, req.query);
    await settings.deleteOwnAccount(db.kysely, idUser, request, clock());
    await endSessionCookie(db, req, res);
    res.status(204).end();
  });

  return router;
}
