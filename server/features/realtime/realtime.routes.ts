import { Role } from '../../../contract/access';
import * as realtimeApi from '../../../contract/endpoints/realtime';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { defineRoute } from '../../http/route';
import { issueTicket } from './realtime.service';

/** The ticket that opens a STOMP connection at /ws (SockJS hides cookies from the server). */
export function realtimeRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(realtimeApi.issueWsTicket, {
      access: [Role.user],
      // A ticket opens the session's channel: a token has no session.
      apiToken: false,
      summary:
        'A single-use, one-minute ticket for the STOMP CONNECT frame of the real-time channel /ws',
      handle: async ({ req }) => {
        if (!req.sessionToken) throw AppError.unauthorized();
        return { ticket: await issueTicket(db.kysely, req.sessionToken, clock()) };
      },
    }),
  ];
}
