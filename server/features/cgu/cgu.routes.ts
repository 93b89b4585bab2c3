import { z } from 'zod';
import { Role } from '../../../contract/access';
import { DONE, doneAnswerSchema } from '../../../contract/answers';
import { cguAgreementSchema, currentCguSchema } from '../../../contract/cgu';
import { languageSchema } from '../../../contract/language-schema';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { agreeAsUser, currentCgu } from './cgu.service';

const languageQuery = z.object({ language: languageSchema.default('fr') });

export function cguRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/cgu/current',
      access: 'public',
      summary: 'The terms of use in force (public: the signup form shows them)',
      query: languageQuery,
      answer: currentCguSchema,
      handle: ({ query }) => currentCgu(db.kysely, query.language),
    }),
    defineRoute({
      method: 'post',
      path: '/api/cgu/agreement',
      access: [Role.authenticated],
      summary: 'The signed-in user agrees to the terms in force',
      body: cguAgreementSchema,
      answer: doneAnswerSchema,
      handle: async ({ userId, body }) => {
        await agreeAsUser(db.kysely, userId, body, clock());
        return DONE;
      },
    }),
  ];
}
