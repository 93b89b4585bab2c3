import { Role } from '../../../contract/access';
import {
  payeeDtoSchema,
  payeeFormatDtoSchema,
  payeeFormatSchema,
  payeeIdParamsSchema,
  payeeSaveSchema,
  payeesHasOperationsDtoSchema,
  payeesHasOperationsQuerySchema,
  refreshPayeeDtoSchema,
} from '../../../contract/payees';
import { z } from 'zod';
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
    defineRoute({
      method: 'get',
      path: '/api/payees',
      access: [Role.user],
      summary: 'The user’s payees, by name, with keywords, default categories, templates and tags',
      answer: z.array(payeeDtoSchema),
      before: [compressFast],
      handle: ({ userId }) => listPayees(db.kysely, userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/payees',
      access: [Role.user],
      summary: 'Creates a payee, or updates the one of payeeId; answers it as GET shows it',
      body: payeeSaveSchema,
      answer: payeeDtoSchema,
      handle: ({ userId, body }) => savePayee(db.kysely, userId, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/payees/has-operations',
      access: [Role.user],
      summary: 'Whether any of the payees (payeesId=1,2) is used by an operation',
      query: payeesHasOperationsQuerySchema,
      answer: payeesHasOperationsDtoSchema,
      handle: ({ userId, query }) => payeesHaveOperations(db.kysely, userId, query.payeesId),
    }),
    // After has-operations, which this path would otherwise take for an id.
    defineRoute({
      method: 'get',
      path: '/api/payees/:payeeId',
      access: [Role.user],
      summary: 'One payee, as the list shows it (the payee modal re-reads it when cancelled)',
      params: payeeIdParamsSchema,
      answer: payeeDtoSchema,
      handle: ({ userId, params }) => getPayee(db.kysely, userId, params.payeeId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/payees/format',
      access: [Role.user],
      summary: 'A payee name suggested from an operation’s label (else its memo)',
      body: payeeFormatSchema,
      answer: payeeFormatDtoSchema,
      handle: ({ body }) => formatPayeeName(body),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/payees/:payeeId',
      access: [Role.user],
      summary: 'Deletes a payee; its operations keep no payee',
      params: payeeIdParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) => deletePayee(db.kysely, userId, params.payeeId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/operation/refreshPayee/:payeeId',
      access: [Role.user],
      summary:
        'Gives the payee’s default category or split template to its operations whose category is undefined',
      params: payeeIdParamsSchema,
      answer: refreshPayeeDtoSchema,
      handle: ({ userId, params }) => refreshPayee(db.kysely, userId, params.payeeId),
    }),
  ];
}
