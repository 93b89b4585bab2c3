import { z } from 'zod';
import { boundedText } from '../../../contract/required-text';
import { compress } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { translationsFile } from './i18n.service';

const fileParams = z.object({ file: boundedText(40) });

/**
 * GET /i18n/locale-{lang}.json, read once per process (a new release restarts it). The browser
 * revalidates each time (no-cache) and gets 304 while the text is unchanged.
 */
export function i18nRoutes() {
  return [
    defineRoute({
      method: 'get',
      path: '/i18n/:file',
      access: 'public',
      summary: 'Every translation of one language (`locale-fr.json`, `locale-en.json`)',
      params: fileParams,
      before: [compress],
      reply: 'custom',
      produces: 'application/json',
      answer: z.record(z.string(), z.string()),
      handle: ({ params, res }) => {
        const { body, etag } = translationsFile(params.file);
        res.set({ 'Cache-Control': 'no-cache', ETag: etag }).type('json').send(body);
      },
    }),
  ];
}
