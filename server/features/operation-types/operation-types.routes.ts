import { z } from 'zod';
import { Role } from '../../../contract/access';
import { operationTypeDtoSchema } from '../../../contract/operation-types';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { listOperationTypes } from './operation-types.service';

export function operationTypesRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/type',
      access: [Role.user],
      summary: 'The operation types (card, cheque, transfer…); no type is the default -1',
      answer: z.array(operationTypeDtoSchema),
      handle: () => listOperationTypes(db.kysely),
    }),
  ];
}
