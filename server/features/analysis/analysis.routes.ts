import { Role } from '../../../contract/access';
import { analysisQuerySchema, analysisResultSchema } from '../../../contract/analysis';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getAnalysis } from './analysis.service';

export function analysisRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/analysis',
      access: [Role.user],
      summary: 'Sums of the accounts grouped by category, account, sign… and by period (002 §3)',
      query: analysisQuerySchema,
      answer: analysisResultSchema,
      handle: ({ user, query }) => getAnalysis(db.kysely, user.idUser, user.fields.language, query),
    }),
  ];
}
