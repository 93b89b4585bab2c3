import { z } from 'zod';
import { Role } from '../../../contract/access';
import { accountSummarySchema } from '../../../contract/accounts-summary';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listAccounts } from './accounts.service';

export function accountsRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/account',
      access: [Role.user],
      summary: 'The signed-in user’s accounts, as account selectors show them',
      answer: z.array(accountSummarySchema),
      handle: ({ userId }) => listAccounts(db.kysely, userId),
    }),
  ];
}
