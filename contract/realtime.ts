import { z } from 'zod';

/** The SockJS endpoint of the real-time channel (spec 000 §4). */
export const REALTIME_PATH = '/ws';

/** The one STOMP topic: a bank-sync event of the signed-in user (spec 000 §4). */
export const BI_TOPIC = '/topic/bi';

/** The STOMP CONNECT header that carries the ticket of GET /api/ws/ticket. */
export const TICKET_HEADER = 'passcode';

/** How long a ticket may open its one connection; the connection then lives as long as its session. */
export const TICKET_SECONDS = 60;

/** The SockJS transports the server keeps: no iframe, htmlfile or JSONP ones. */
export const REALTIME_TRANSPORTS = ['websocket', 'xhr-streaming', 'xhr-polling'] as const;

export const wsTicketSchema = z.object({ ticket: z.string() });
export type WsTicket = z.infer<typeof wsTicketSchema>;

/** The body of a message on /topic/bi: whose synchronised accounts changed. */
export const biEventSchema = z.object({ userId: z.number().int() });
export type BiEvent = z.infer<typeof biEventSchema>;
