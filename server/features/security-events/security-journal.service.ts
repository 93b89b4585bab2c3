import type { SecurityEventsPage, SecurityEventsQuery } from '../../../contract/security-events';
import { loginKey } from '../../../contract/text';
import type { Executor } from '../../db/database';
import * as repository from './security-events.repository';

type Row = Awaited<ReturnType<typeof repository.findSecurityEvents>>[number];
type Entry = SecurityEventsPage['entries'][number];

/** Digits may be an id or a login made of digits: both are looked for. */
function filterOf({ user, type, from, to }: SecurityEventsQuery): repository.SecurityEventsFilter {
  const instant = (iso: string | undefined) => iso && new Date(iso).toISOString();
  const id = user !== undefined && /^\d{1,15}$/.test(user) ? Number(user) : undefined;
  return {
    login: user === undefined ? undefined : loginKey(user),
    userId: id,
    type,
    from: instant(from),
    to: instant(to),
  };
}

const entryOf = (row: Row): Entry => ({
  ...row,
  type: row.type as Entry['type'],
  outcome: row.outcome as Entry['outcome'],
  details: row.details === null ? null : (JSON.parse(row.details) as Entry['details']),
});

/** The administrators' journal: a page of the events the filter matches, newest first. */
export async function securityJournal(
  db: Executor,
  query: SecurityEventsQuery,
): Promise<SecurityEventsPage> {
  const filter = filterOf(query);
  const [rows, total] = await Promise.all([
    repository.findSecurityEvents(db, filter, {
      offset: query.page * query.size,
      limit: query.size,
    }),
    repository.countSecurityEvents(db, filter),
  ]);
  return { entries: rows.map(entryOf), total };
}
