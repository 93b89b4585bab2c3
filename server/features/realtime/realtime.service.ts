import { randomBytes } from 'node:crypto';
import { TICKET_SECONDS } from '../../../contract/realtime';
import type { Clock } from '../../clock';
import type { Executor } from '../../db/database';
import type { LiveSession, SessionCheck } from '../../integrations/realtime/session-check';
import { findLiveSessions, sessionIdOf } from '../sessions/sessions.service';
import * as repository from './realtime.repository';

/**
 * A ticket that opens one real-time connection within a minute, for the session that asked for
 * it (SockJS hides cookies from the server). Only its hash is kept, and it goes with the session.
 */
export async function issueTicket(db: Executor, sessionToken: string, now: number) {
  const ticket = randomBytes(32).toString('base64url');
  await repository.insertTicket(db, {
    id: sessionIdOf(ticket),
    sessionId: sessionIdOf(sessionToken),
    expiresAt: new Date(now + TICKET_SECONDS * 1000).toISOString(),
  });
  return ticket;
}

/** Consumes the ticket: the live session it opens a connection for, or undefined. */
export async function redeemTicket(
  db: Executor,
  ticket: string,
  now: number,
): Promise<LiveSession | undefined> {
  const taken = await repository.takeTicket(db, sessionIdOf(ticket));
  if (!taken || Date.parse(taken.expiresAt) <= now) return undefined;
  const userId = (await findLiveSessions(db, [taken.sessionId], now)).get(taken.sessionId);
  return userId === undefined ? undefined : { sessionId: taken.sessionId, userId };
}

export const purgeExpiredTickets = (db: Executor, now: number): Promise<void> =>
  repository.deleteExpiredTickets(db, new Date(now).toISOString());

/** What the realtime hub asks of the sessions: tickets in, live sessions out. */
export function sessionCheckOf(db: Executor, clock: Clock): SessionCheck {
  return {
    redeem: (ticket) => redeemTicket(db, ticket, clock()),
    live: async (ids) => new Set((await findLiveSessions(db, ids, clock())).keys()),
  };
}
