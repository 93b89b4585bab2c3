import { Role } from '../../../../contract/access';
import * as operationsApi from '../../../../contract/endpoints/operations';
import type { AppContext } from '../../../app-context';
import { compressFast } from '../../../http/compress';
import { defineRoute } from '../../../http/route';
import { runHeavyRead } from '../../heavy-reads';
import { operationsExportHeavyRead } from './operations-export-heavy-read';

export function operationsExportRoutes({ db }: AppContext) {
  return [
    defineRoute(operationsApi.exportOperations, {
      access: [Role.user],
      summary:
        'The operations to put in a CSV (CSV_EXPORT functionality) or PDF file, in the order given, with a running balance',
      before: [compressFast],
      handle: ({ user: { idUser, roles, profile }, body }) =>
        runHeavyRead(db, operationsExportHeavyRead, {
          user: { idUser, roles, profile },
          request: body,
        }),
    }),
  ];
}
