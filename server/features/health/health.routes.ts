import { z } from 'zod';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { checkHealth } from './health.service';

/** For load balancers and test runners. */
export function healthRoutes({ db }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/health',
      access: 'public',
      summary: 'Answers once the database does',
      answer: z.object({ status: z.literal('UP') }),
      handle: () => checkHealth(db.kysely),
    }),
  ];
}
