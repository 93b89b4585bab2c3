/** The real-time channel's tickets (0028): one connection each, deleted with their session. */
export interface WsTicketsTable {
  /** SHA-256 of the ticket, as for sessions. */
  id: string;
  sessionId: string;
  expiresAt: string;
}

/** Which app server runs each periodic task, and until when (0029, server/jobs/leases.ts). */
export interface JobLeasesTable {
  /** The task's name in server/jobs/schedule.ts. */
  name: string;
  holder: string;
  /** An instant, ISO UTC. */
  expiresAt: string;
}

export interface RealtimeTables {
  wsTickets: WsTicketsTable;
  jobLeases: JobLeasesTable;
}
