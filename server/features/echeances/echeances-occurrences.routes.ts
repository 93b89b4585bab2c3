import { Role } from '../../../contract/access';
import {
  occurrenceMatchSchema,
  occurrenceParamsSchema,
  occurrenceStateDtoSchema,
} from '../../../contract/echeance-settings';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { matchOccurrence, undoOccurrence } from './echeances-occurrences.service';

const path = '/api/echeances/:idEcheance/occurrences/:date/match';

export function echeancesOccurrencesRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path,
      access: [Role.user],
      summary: 'Matches an occurrence of a planned operation with one of the user’s operations',
      params: occurrenceParamsSchema,
      body: occurrenceMatchSchema,
      answer: occurrenceStateDtoSchema,
      handle: ({ userId, params, body }) =>
        matchOccurrence(
          db.kysely,
          userId,
          { echeanceId: params.idEcheance, date: params.date },
          body.operationId,
        ),
    }),
    defineRoute({
      method: 'delete',
      path,
      access: [Role.user],
      summary: 'Undoes a match (the operation stays) or a save (its operation is deleted)',
      params: occurrenceParamsSchema,
      reply: 'empty',
      handle: ({ userId, params }) =>
        undoOccurrence(db.kysely, userId, { echeanceId: params.idEcheance, date: params.date }),
    }),
  ];
}
