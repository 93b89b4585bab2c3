import type { Executor } from '../../db/database';
import type { WsTicketsTable } from '../../db/schema';

export async function insertTicket(db: Executor, ticket: WsTicketsTable): Promise<void> {
  await db.insertInto('wsTickets').values(ticket).execute();
}

/** Deletes the ticket and answers what it held: of two servers taking it at once, one gets it. */
export function takeTicket(db: Executor, id: string) {
  return db
    .deleteFrom('wsTickets')
    .where('id', '=', id)
    .returning(['sessionId', 'expiresAt'])
    .executeTakeFirst();
}

export async function deleteExpiredTickets(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('wsTickets').where('expiresAt', '<=', now).execute();
}
