/** The session a real-time connection was opened for. */
export interface LiveSession {
  sessionId: string;
  userId: number;
}

/**
 * How the hub learns about sessions, which live in the database so that every app server sees a
 * logout, a password change, a lock or a deletion made on any of them.
 */
export interface SessionCheck {
  /** Consumes a ticket: the live session it was issued to, or undefined (unknown, used, late). */
  redeem(ticket: string): Promise<LiveSession | undefined>;
  /** Of these sessions, the ones still live. */
  live(sessionIds: readonly string[]): Promise<Set<string>>;
}
