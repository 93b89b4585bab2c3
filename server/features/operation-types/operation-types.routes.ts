import { Role } from '../../../contract/access';
import * as operationTypesApi from '../../../contract/endpoints/operation-types';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listOperationTypes } from './operation-types.service';

export function operationTypesRoutes({ db }: AppContext) {
  return [
    defineRoute(operationTypesApi.listOperationTypes, {
      access: [Role.user],
      summary: 'The operation types (card, cheque, transfer…); no type is the default -1',
      handle: () => listOperationTypes(db.kysely),
    }),
  ];
}
