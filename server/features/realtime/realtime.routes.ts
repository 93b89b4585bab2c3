import { Role } from '../../../contract/access';
import { wsTicketSchema } from '../../../contract/realtime';
import type { AppContext } from '../../app-context';
import { defineRoute } from '../../http/route';
import { issueWsTicket } from '../../integrations/realtime/ws-ticket';

/** The ticket that opens a STOMP connection at /ws (SockJS hides cookies from the server). */
export function realtimeRoutes({ secret, clock }: AppContext) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/ws/ticket',
      access: [Role.user],
      summary: 'A one-minute ticket for the STOMP CONNECT frame of the real-time channel /ws',
      answer: wsTicketSchema,
      handle: ({ userId }) => ({ ticket: issueWsTicket(secret, userId, clock()) }),
    }),
  ];
}
