import { createHash } from 'node:crypto';
import express from 'express';
import { AppError } from '../../http/app-error';
import { compress } from '../../http/compress';
import { isLanguage, loadTranslations } from './i18n.service';

interface Translations {
  body: string;
  etag: string;
}

function build(language: Parameters<typeof loadTranslations>[0]): Translations {
  const body = JSON.stringify(loadTranslations(language));
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

/**
 * GET /i18n/locale-{lang}.json, read once per process (a new release restarts it). The browser
 * revalidates each time (no-cache) and gets 304 while the text is unchanged.
 */
export function i18nRoutes() {
  const router = express.Router();
  const cache = new Map<string, Translations>();
  router.get('/i18n/:file', compress, (req, res) => {
    const language = /^locale-(\w+)\.json$/.exec(String(req.params.file))?.[1] ?? '';
    if (!isLanguage(language)) throw AppError.notFound();
    if (!cache.has(language)) cache.set(language, build(language));
    const { body, etag } = cache.get(language)!;
    res.set({ 'Cache-Control': 'no-cache', ETag: etag }).type('json').send(body);
  });
  return router;
}
