import { Role } from '../../../contract/access';
import * as echeancesApi from '../../../contract/endpoints/echeances';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { matchOccurrence, undoOccurrence } from './echeances-occurrences.service';

export function echeancesOccurrencesRoutes({ db }: AppContext) {
  return [
    defineRoute(echeancesApi.matchOccurrence, {
      access: [Role.user],
      summary: 'Matches an occurrence of a planned operation with one of the user’s operations',
      handle: ({ userId, params, body }) =>
        matchOccurrence(
          db.kysely,
          userId,
          { echeanceId: params.idEcheance, date: params.date },
          body.operationId,
        ),
    }),
    defineRoute(echeancesApi.undoOccurrence, {
      access: [Role.user],
      summary: 'Undoes a match (the operation stays) or a save (its operation is deleted)',
      reply: 'empty',
      handle: ({ userId, params }) =>
        undoOccurrence(db.kysely, userId, { echeanceId: params.idEcheance, date: params.date }),
    }),
  ];
}
