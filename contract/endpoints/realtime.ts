import { endpoint } from '../endpoint';
import { wsTicketSchema } from '../realtime';

export const issueWsTicket = endpoint('get', '/api/ws/ticket', { answer: wsTicketSchema });
