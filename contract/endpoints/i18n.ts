import { z } from 'zod';
import { endpoint } from '../endpoint';
import { boundedText } from '../required-text';

/** `locale-fr.json`, `locale-en.json`: every translation of one language. */
export const getTranslations = endpoint('get', '/i18n/:file', {
  params: z.object({ file: boundedText(40) }),
  answer: z.record(z.string(), z.string()),
});
