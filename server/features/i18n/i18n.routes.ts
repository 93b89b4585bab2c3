import express from 'express';
import { AppError } from '../../http/app-error';
import { isLanguage, loadTranslations } from './i18n.service';

/** GET /i18n/locale-{lang}.json, read once per process (a new release restarts it). */
export function i18nRoutes() {
  const router = express.Router();
  const cache = new Map<string, string>();
  router.get('/i18n/:file', (req, res) => {
    const language = /^locale-(\w+)\.json$/.exec(req.params.file)?.[1] ?? '';
    if (!isLanguage(language)) throw AppError.notFound();
    if (!cache.has(language)) cache.set(language, JSON.stringify(loadTranslations(language)));
    res.set('Cache-Control', 'no-cache').type('json').send(cache.get(language));
  });
  return router;
}
