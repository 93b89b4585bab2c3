import { Role } from '../../../contract/access';
import * as analysisApi from '../../../contract/endpoints/analysis';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { getAnalysis } from './analysis.service';

export function analysisRoutes({ db }: AppContext) {
  return [
    defineRoute(analysisApi.getAnalysis, {
      access: [Role.user],
      summary: 'Sums of the accounts grouped by category, account, sign… and by period (002 §3)',
      handle: ({ user, query }) => getAnalysis(db.kysely, user.idUser, user.fields.language, query),
    }),
  ];
}
