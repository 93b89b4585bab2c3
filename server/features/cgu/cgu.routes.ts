import express from 'express';
import { z } from 'zod';
import { cguAgreementSchema } from '../../../contract/cgu';
import { AppError } from '../../http/app-error';
import { principalOf, requireAuthenticated } from '../../http/access';
import type { AppContext } from '../../http/app-context';
import { parseWith } from '../../http/validation';
import { currentCgu, recordAgreement } from './cgu.service';

const languageQuery = z.object({ language: z.enum(['fr', 'en']).default('fr') });

export function cguRoutes({ db, clock }: AppContext) {
  const router = express.Router();

  /** Public: the signup form shows the terms before any account exists. */
  router.get('/api/cgu/current', async (req, res) => {
    const { language } = parseWith(languageQuery, req.query);
    const cgu = await currentCgu(db.kysely, language);
    if (!cgu) throw AppError.notFound();
    res.json(cgu);
  });

  router.post('/api/cgu/agreement', requireAuthenticated, async (req, res) => {
    const { idUser, cguTerm } = parseWith(cguAgreementSchema, req.body);
    if (idUser !== principalOf(req).idUser) throw AppError.notFound();
    await recordAgreement(db.kysely, idUser, cguTerm, clock());
    res.json({ value: true });
  });

  return router;
}
