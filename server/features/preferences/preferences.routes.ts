import express from 'express';
import { preferencesSchema } from '../../../contract/settings';
import { principalOf, requireUser } from '../../http/access';
import type { AppContext } from '../../http/app-context';
import { parseWith } from '../../http/validation';
import { getPreferences, listCurrencies, savePreferences } from './preferences.service';

export function preferencesRoutes({ db }: AppContext) {
  const router = express.Router();

  router.get('/api/preferences', requireUser, async (req, res) => {
    res.json(await getPreferences(db.kysely, principalOf(req).idUser));
  });

  router.post('/api/preferences', requireUser, async (req, res) => {
    const preferences = parseWith(preferencesSchema, req.body);
    res.json(await savePreferences(db.kysely, principalOf(req).idUser, preferences));
  });

  router.get('/api/currencies', requireUser, async (_req, res) => {
    res.json(await listCurrencies(db.kysely));
  });

  return router;
}
