import { Client, ReconnectionTimeMode } from '@stomp/stompjs';
import SockJS from 'sockjs-client/dist/sockjs.min.js';
import {
  REALTIME_PATH,
  REALTIME_TRANSPORTS,
  TICKET_HEADER,
  wsTicketSchema,
} from '../../contract/realtime';
import * as realtimeApi from '../../contract/endpoints/realtime';
import { callEndpoint } from './api';

/** First wait before reconnecting; it doubles after each failure, up to a minute. */
const RECONNECT_MS = 1_000;
const MAX_RECONNECT_MS = 60_000;

async function fetchTicket(): Promise<string> {
  return wsTicketSchema.parse(await callEndpoint(realtimeApi.issueWsTicket, {})).ticket;
}

/**
 * Subscribes to a STOMP topic of /ws (SockJS) with a fresh ticket at each (re)connection, and
 * reconnects with back-off when the connection drops. Answers the function that disconnects.
 */
export function connectRealtime(topic: string, onMessage: (body: unknown) => void): () => void {
  const client = new Client({
    webSocketFactory: () =>
      new SockJS(REALTIME_PATH, null, { transports: [...REALTIME_TRANSPORTS] }),
    reconnectDelay: RECONNECT_MS,
    maxReconnectDelay: MAX_RECONNECT_MS,
    reconnectTimeMode: ReconnectionTimeMode.EXPONENTIAL,
    // A failed ticket call connects without one: the server refuses it and the back-off retries.
    beforeConnect: async (self) => {
      self.connectHeaders = await fetchTicket().then(
        (ticket) => ({ [TICKET_HEADER]: ticket }),
        () => ({}),
      );
    },
    onConnect: () => {
      client.subscribe(topic, (message) => onMessage(JSON.parse(message.body)));
    },
  });
  client.activate();
  return () => void client.deactivate();
}
