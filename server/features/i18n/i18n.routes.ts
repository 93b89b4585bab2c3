import * as i18nApi from '../../../contract/endpoints/i18n';
import { compress } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { translationsFile } from './i18n.service';

/**
 * GET /i18n/locale-{lang}.json, read once per process (a new release restarts it). The browser
 * revalidates each time (no-cache) and gets 304 while the text is unchanged.
 */
export function i18nRoutes() {
  return [
    defineRoute(i18nApi.getTranslations, {
      access: 'public',
      summary: 'Every translation of one language (`locale-fr.json`, `locale-en.json`)',
      before: [compress],
      reply: 'custom',
      produces: 'application/json',
      handle: ({ params, res }) => {
        const { body, etag } = translationsFile(params.file);
        res.set({ 'Cache-Control': 'no-cache', ETag: etag }).type('json').send(body);
      },
    }),
  ];
}
