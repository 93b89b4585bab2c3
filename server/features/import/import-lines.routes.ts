import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  importedOperationDtoSchema,
  importedOperationEditSchema,
  importedOperationIdParamsSchema,
  payeeMatchDtoSchema,
  payeeMatchQuerySchema,
} from '../../../contract/import';
import { idParamSchema } from '../../../contract/ids';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { cancelTransfer, editLine } from './import-lines.service';
import { setPayeeMatch } from './import-payee-match.service';

export function importLinesRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/import/ope/:importedOperationId',
      access: [Role.user],
      summary: 'Changes a line under review: fields, payee, category, merge, inclusion, match',
      params: importedOperationIdParamsSchema,
      body: importedOperationEditSchema,
      answer: importedOperationDtoSchema,
      handle: ({ userId, params, body }) =>
        editLine(db.kysely, userId, params.importedOperationId, body),
    }),
    defineRoute({
      method: 'post',
      path: '/api/import/ope/:importedOperationId/cancelTransferAssociation',
      access: [Role.user],
      summary: 'The line is not a transfer with the operation of another account proposed',
      params: importedOperationIdParamsSchema,
      answer: importedOperationDtoSchema,
      handle: ({ userId, params }) => cancelTransfer(db.kysely, userId, params.importedOperationId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/import/payeeMatch/:payeeId',
      access: [Role.user],
      summary: 'Whether imported lines get the payee by its keywords, applied to pending lines',
      params: z.object({ payeeId: idParamSchema }),
      query: payeeMatchQuerySchema,
      answer: payeeMatchDtoSchema,
      handle: ({ userId, params, query }) =>
        setPayeeMatch(db.kysely, userId, params.payeeId, query.excluded),
    }),
  ];
}
