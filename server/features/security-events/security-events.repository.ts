import type { Insertable } from 'kysely';
import type { Executor } from '../../db/database';
import type { SecurityEventsTable } from '../../db/schema';

export async function insertSecurityEvent(
  db: Executor,
  row: Insertable<SecurityEventsTable>,
): Promise<void> {
  await db.insertInto('securityEvents').values(row).execute();
}

/** The journal's filter: `userId` or `login` match the same person (a login or an id was typed). */
export interface SecurityEventsFilter {
  login?: string;
  userId?: number;
  type?: string;
  from?: string;
  to?: string;
}

function filtered(db: Executor, filter: SecurityEventsFilter) {
  let query = db.selectFrom('securityEvents');
  const { login, userId, type, from, to } = filter;
  if (login !== undefined || userId !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(login === undefined ? [] : [eb('login', '=', login)]),
        ...(userId === undefined ? [] : [eb('userId', '=', userId)]),
      ]),
    );
  }
  if (type !== undefined) query = query.where('type', '=', type);
  if (from !== undefined) query = query.where('createdAt', '>=', from);
  if (to !== undefined) query = query.where('createdAt', '<', to);
  return query;
}

/** A page of matching events, newest first. */
export function findSecurityEvents(
  db: Executor,
  filter: SecurityEventsFilter,
  page: { offset: number; limit: number },
) {
  return filtered(db, filter)
    .selectAll()
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

export async function countSecurityEvents(
  db: Executor,
  filter: SecurityEventsFilter,
): Promise<number> {
  const { count } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}
