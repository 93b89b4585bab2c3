import { Role } from '../../../contract/access';
import * as analysisApi from '../../../contract/endpoints/analysis';
import type { AppContext } from '../../app-context';
import { sendPrepared } from '../../http/answer-cache';
import { defineRoute } from '../../http/route';
import { analysisAnswers } from './analysis-answers.service';

export function analysisRoutes({ db }: AppContext) {
  const answers = analysisAnswers(db);
  return [
    defineRoute(analysisApi.getAnalysis, {
      access: [Role.user],
      summary: 'Sums of the accounts grouped by category, account, sign… and by period (002 §3)',
      reply: 'custom',
      produces: 'application/json',
      handle: async ({ user, query, req, res, checked }) => {
        const { idUser, facts, fields } = user;
        const answer = await answers(idUser, facts.booksVersion, fields.language, query, checked);
        sendPrepared(req, res, answer);
      },
    }),
  ];
}
