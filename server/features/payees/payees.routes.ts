import { Role } from '../../../contract/access';
import * as payeesApi from '../../../contract/endpoints/payees';
import type { AppContext } from '../../app-context';
import { compressFast } from '../../http/compress';
import { defineRoute } from '../../http/route';
import {
  deletePayee,
  formatPayeeName,
  getPayee,
  listPayees,
  payeesHaveOperations,
  savePayee,
} from './payees.service';
import { refreshPayee } from './payees-refresh.service';

export function payeesRoutes({ db }: AppContext) {
  return [
    defineRoute(payeesApi.listPayees, {
      access: [Role.user],
      summary: 'The user’s payees, by name, with keywords, default categories, templates and tags',
      before: [compressFast],
      handle: ({ userId }) => listPayees(db.kysely, userId),
    }),
    defineRoute(payeesApi.savePayee, {
      access: [Role.user],
      summary: 'Creates a payee, or updates the one of payeeId; answers it as GET shows it',
      handle: ({ userId, body }) => savePayee(db.kysely, userId, body),
    }),
    defineRoute(payeesApi.payeesHaveOperations, {
      access: [Role.user],
      summary: 'Whether any of the payees (payeesId=1,2) is used by an operation',
      handle: ({ userId, query }) => payeesHaveOperations(db.kysely, userId, query.payeesId),
    }),
    // After has-operations, which this path would otherwise take for an id.
    defineRoute(payeesApi.getPayee, {
      access: [Role.user],
      summary: 'One payee, as the list shows it (the payee modal re-reads it when cancelled)',
      handle: ({ userId, params }) => getPayee(db.kysely, userId, params.payeeId),
    }),
    defineRoute(payeesApi.formatPayeeName, {
      access: [Role.user],
      summary: 'A payee name suggested from an operation’s label (else its memo)',
      handle: ({ body }) => formatPayeeName(body),
    }),
    defineRoute(payeesApi.deletePayee, {
      access: [Role.user],
      summary: 'Deletes a payee; its operations keep no payee',
      reply: 'empty',
      handle: ({ userId, params }) => deletePayee(db.kysely, userId, params.payeeId),
    }),
    defineRoute(payeesApi.refreshPayeeOperations, {
      access: [Role.user],
      summary:
        'Gives the payee’s default category or split template to its operations whose category is undefined',
      handle: ({ userId, params }) => refreshPayee(db.kysely, userId, params.payeeId),
    }),
  ];
}
