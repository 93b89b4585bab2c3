import { z } from 'zod';
import { Role } from '../../../contract/access';
import {
  echeanceBulkDeleteDtoSchema,
  echeanceBulkDeleteSchema,
  echeanceDtoSchema,
  echeanceIdParamsSchema,
  echeanceSaveParamsSchema,
  frequencyDtoSchema,
} from '../../../contract/echeances-dto';
import { echeanceSaveSchema } from '../../../contract/echeances-save';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import {
  deleteEcheance,
  deleteEcheances,
  getEcheance,
  listEcheances,
  listFrequencies,
  saveEcheance,
} from './echeances.service';

// Planned operations over HTTP (spec 001 §7). The paths with an {idEcheance} come last in the
// route table: other /api/echeances/<word> routes must be mounted before them.

export function echeancesRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/frequencies',
      access: [Role.user],
      summary: 'The frequencies of planned operations',
      answer: z.array(frequencyDtoSchema),
      handle: () => listFrequencies(),
    }),
    defineRoute({
      method: 'get',
      path: '/api/echeances',
      access: [Role.user],
      summary: 'The user’s planned operations',
      answer: z.array(echeanceDtoSchema),
      handle: ({ userId }) => listEcheances(db.kysely, userId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/echeances/delete',
      access: [Role.user],
      summary: 'Deletes planned operations, all of them or none',
      body: echeanceBulkDeleteSchema,
      answer: echeanceBulkDeleteDtoSchema,
      handle: ({ userId, body }) => deleteEcheances(db.kysely, userId, body),
    }),
    defineRoute({
      method: 'get',
      path: '/api/echeances/:idEcheance',
      access: [Role.user],
      summary: 'One planned operation',
      params: echeanceIdParamsSchema,
      answer: echeanceDtoSchema,
      handle: ({ userId, params }) => getEcheance(db.kysely, userId, params.idEcheance),
    }),
    defineRoute({
      method: 'post',
      path: '/api/echeances/:idEcheance',
      access: [Role.user],
      summary: 'Saves a planned operation (0 creates); next date: its first on or after today',
      params: echeanceSaveParamsSchema,
      body: echeanceSaveSchema,
      answer: echeanceDtoSchema,
      handle: ({ userId, params, body }) =>
        saveEcheance(db.kysely, userId, params.idEcheance, body, clock()),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/echeances/:idEcheance',
      access: [Role.user],
      summary: 'Deletes a planned operation',
      params: echeanceIdParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) => deleteEcheance(db.kysely, userId, params.idEcheance),
    }),
  ];
}
