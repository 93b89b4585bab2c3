import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

// Frozen with the migrations that use it (0032, 0033): change nothing here, add a new helper
// instead. The security journal's type CHECK holds the whole list of kinds; a migration that adds
// kinds replaces it with its own whole list.

const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
const typeCheck = (types: readonly string[]) => `check (type in (${inList(types)}))`;

/**
 * PostgreSQL swaps the constraint; SQLite cannot, so security_events is rebuilt from its own
 * CREATE TABLE with the new list (no table refers to it, it refers to none), keeping its rows, its
 * indexes and its id counter.
 */
export async function replaceSecurityEventTypes(
  db: Kysely<any>,
  types: readonly string[],
): Promise<void> {
  if (isPostgres(db)) {
    await sql
      .raw(
        `alter table "security_events" drop constraint "security_events_type_ck", ` +
          `add constraint "security_events_type_ck" ${typeCheck(types)}`,
      )
      .execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ type: string; sql: string | null }>`
      select type, sql from sqlite_master where tbl_name = 'security_events'
      order by type desc`.execute(trx);
    const [create, ...indexes] = rows.map((row) => row.sql).filter((s): s is string => !!s);
    const rebuilt = create!
      .replace(/"security_events"/, '"security_events__next"')
      .replace(/check \(type in \([^)]*\)\)/i, typeCheck(types));
    const sequence = await sql<{ seq: number }>`
      select seq from sqlite_sequence where name = 'security_events'`.execute(trx);
    await sql.raw(rebuilt).execute(trx);
    await sql
      .raw('insert into "security_events__next" select * from "security_events"')
      .execute(trx);
    await sql.raw('drop table "security_events"').execute(trx);
    await sql.raw('alter table "security_events__next" rename to "security_events"').execute(trx);
    for (const index of indexes) await sql.raw(index).execute(trx);
    const seq = sequence.rows[0]?.seq;
    if (seq === undefined) return;
    await sql`delete from sqlite_sequence where name = 'security_events'`.execute(trx);
    await sql`insert into sqlite_sequence (name, seq) values ('security_events', ${seq})`.execute(
      trx,
    );
  });
}
