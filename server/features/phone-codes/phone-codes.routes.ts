import express from 'express';
import { compress } from '../../http/compress';
import { listPhoneCodes } from './phone-codes.service';

/** Public: the signup form asks for a phone before any account exists. */
export function phoneCodesRoutes() {
  const router = express.Router();
  router.get('/api/phoneCodes', compress, (_req, res) => {
    res.json(listPhoneCodes());
  });
  return router;
}
