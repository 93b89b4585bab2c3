import { Role } from '../../../contract/access';
import * as netWorthApi from '../../../contract/endpoints/net-worth';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { netWorth } from './net-worth.service';

export function netWorthRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(netWorthApi.getNetWorth, {
      access: [Role.user],
      summary:
        'Net worth in the main currency, month by month then today, with each currency’s part',
      handle: ({ userId, query }) => netWorth(db.kysely, userId, query, clock()),
    }),
  ];
}
