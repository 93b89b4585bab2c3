import * as healthApi from '../../../contract/endpoints/health';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { checkHealth } from './health.service';

/** For load balancers and test runners. */
export function healthRoutes({ db }: AppContext) {
  return [
    defineRoute(healthApi.getHealth, {
      access: 'public',
      summary: 'Answers once the database does',
      handle: () => checkHealth(db.kysely),
    }),
  ];
}
