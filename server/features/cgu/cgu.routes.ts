import { Role } from '../../../contract/access';
import { DONE } from '../../../contract/answers';
import * as cguApi from '../../../contract/endpoints/cgu';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { agreeAsUser, currentCgu } from './cgu.service';

export function cguRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(cguApi.getCurrentCgu, {
      access: 'public',
      summary: 'The terms of use in force (public: the signup form shows them)',
      handle: ({ query }) => currentCgu(db.kysely, query.language),
    }),
    defineRoute(cguApi.agreeToCgu, {
      access: [Role.authenticated],
      summary: 'The signed-in user agrees to the terms in force',
      handle: async ({ userId, body }) => {
        await agreeAsUser(db.kysely, userId, body, clock());
        return DONE;
      },
    }),
  ];
}
