/** The real-time channel's tickets (0028): one connection each, deleted with their session. */
export interface WsTicketsTable {
  /** SHA-256 of the ticket, as for sessions. */
  id: string;
  sessionId: string;
  expiresAt: string;
}

export interface RealtimeTables {
  wsTickets: WsTicketsTable;
}
