import express from 'express';
import { principalOf, requireUser } from '../../http/access';
import type { AppContext } from '../../http/app-context';
import { listAccounts } from './accounts.service';

export function accountsRoutes({ db }: AppContext) {
  const router = express.Router();
  router.get('/api/account', requireUser, async (req, res) => {
    res.json(await listAccounts(db.kysely, principalOf(req).idUser));
  });
  return router;
}
