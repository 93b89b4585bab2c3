import { z } from 'zod';
import { endpoint } from '../endpoint';
import { faqSchema } from '../faq';
import { languageSchema } from '../language-schema';

export const getFaq = endpoint('get', '/api/faq/:language', {
  params: z.object({ language: languageSchema }),
  answer: faqSchema,
});
