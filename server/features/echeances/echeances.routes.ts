import { Role } from '../../../contract/access';
import * as echeancesApi from '../../../contract/endpoints/echeances';
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
    defineRoute(echeancesApi.listFrequencies, {
      access: [Role.user],
      summary: 'The frequencies of planned operations',
      handle: () => listFrequencies(),
    }),
    defineRoute(echeancesApi.listEcheances, {
      access: [Role.user],
      summary: 'The user’s planned operations',
      handle: ({ userId }) => listEcheances(db.kysely, userId),
    }),
    defineRoute(echeancesApi.deleteEcheances, {
      access: [Role.user],
      summary: 'Deletes planned operations, all of them or none',
      handle: ({ userId, body }) => deleteEcheances(db.kysely, userId, body),
    }),
    defineRoute(echeancesApi.getEcheance, {
      access: [Role.user],
      summary: 'One planned operation',
      handle: ({ userId, params }) => getEcheance(db.kysely, userId, params.idEcheance),
    }),
    defineRoute(echeancesApi.saveEcheance, {
      access: [Role.user],
      summary: 'Saves a planned operation (0 creates); next date: its first on or after today',
      handle: ({ userId, params, body }) =>
        saveEcheance(db.kysely, userId, params.idEcheance, body, clock()),
    }),
    defineRoute(echeancesApi.deleteEcheance, {
      access: [Role.user],
      summary: 'Deletes a planned operation',
      reply: 'empty',
      handle: ({ userId, params }) => deleteEcheance(db.kysely, userId, params.idEcheance),
    }),
  ];
}
