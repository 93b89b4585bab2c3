import { Role } from '../../../contract/access';
import * as importApi from '../../../contract/endpoints/import';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { cancelTransfer, editLine } from './import-lines.service';
import { setPayeeMatch } from './import-payee-match.service';

export function importLinesRoutes({ db }: AppContext) {
  return [
    defineRoute(importApi.editLine, {
      access: [Role.user],
      summary: 'Changes a line under review: fields, payee, category, merge, inclusion, match',
      handle: ({ userId, params, body }) =>
        editLine(db.kysely, userId, params.importedOperationId, body),
    }),
    defineRoute(importApi.cancelTransfer, {
      access: [Role.user],
      summary: 'The line is not a transfer with the operation of another account proposed',
      handle: ({ userId, params }) => cancelTransfer(db.kysely, userId, params.importedOperationId),
    }),
    defineRoute(importApi.setPayeeMatch, {
      access: [Role.user],
      summary: 'Whether imported lines get the payee by its keywords, applied to pending lines',
      handle: ({ userId, params, query }) =>
        setPayeeMatch(db.kysely, userId, params.payeeId, query.excluded),
    }),
  ];
}
