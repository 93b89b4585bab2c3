import { Role } from '../../../contract/access';
import * as faqApi from '../../../contract/endpoints/faq';
import { defineRoute } from '../../http/route';
import { FAQ_EN } from './faq-content-en';
import { FAQ_FR } from './faq-content-fr';

const FAQ = { fr: FAQ_FR, en: FAQ_EN };

/** GET /api/faq/fr and /api/faq/en (spec 002 §7): the FAQ and its help pages, in one answer. */
export function faqRoutes() {
  return [
    defineRoute(faqApi.getFaq, {
      access: [Role.authenticated],
      summary: 'The FAQ entries and their help pages in one language',
      handle: ({ params }) => [...FAQ[params.language]],
    }),
  ];
}
