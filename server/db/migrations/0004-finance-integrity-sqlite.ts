import { sql, type Kysely } from 'kysely';
import type { TableRules } from './0004-finance-integrity-rules';

// Frozen with migration 0004.
//
// SQLite cannot add a constraint to a table: each table is rebuilt the way SQLite documents it
// (sqlite.org/lang_altertable.html, "other kinds of table schema changes"): with foreign keys
// off, create the new table, copy the rows, drop the old one, rename the new one, recreate the
// indexes; then PRAGMA foreign_key_check proves every row still points at a parent. The
// migrator runs SQLite migrations outside any transaction, which lets foreign_keys change here
// (the pragma is ignored inside a transaction); the work itself runs in one transaction.

interface MasterRow {
  sql: string | null;
}

interface ForeignKeyProblem {
  table: string;
  rowid: number;
  parent: string;
  fkid: number;
}

/** Runs `work` with foreign keys off, in a transaction, and checks them before committing. */
export async function withForeignKeysOff(
  db: Kysely<any>,
  work: (trx: Kysely<any>) => Promise<void>,
): Promise<void> {
  const { rows } = await sql<{ enabled: number }>`
    select foreign_keys as enabled from pragma_foreign_keys`.execute(db);
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await work(trx);
      const problems = await sql<ForeignKeyProblem>`pragma foreign_key_check`.execute(trx);
      if (problems.rows.length > 0) {
        const first = problems.rows
          .slice(0, 5)
          .map((p) => `${p.table} rowid ${p.rowid} → ${p.parent}`);
        throw new Error(`rows point at missing or foreign parents: ${first.join('; ')}`);
      }
    });
  } finally {
    await sql.raw(`pragma foreign_keys = ${rows[0]?.enabled ? 'on' : 'off'}`).execute(db);
  }
}

/** The CREATE TABLE of `rules.table` with its generated columns and constraints added. */
function newTableSql(original: string, rules: TableRules, newName: string): string {
  const head = original.replace(/^create table "?\w+"?\s*\(/i, `CREATE TABLE "${newName}" (`);
  const body = head.slice(0, head.lastIndexOf(')'));
  const split = body.indexOf(', constraint "');
  const [columns, constraints] = split < 0 ? [body, ''] : [body.slice(0, split), body.slice(split)];
  const added = [...rules.keys, ...rules.constraints].map((c) => `, ${c}`).join('');
  const extraColumns = rules.columns.map((c) => `, ${c}`).join('');
  return `${columns}${extraColumns}${constraints}${added})`;
}

async function sequenceOf(db: Kysely<any>, table: string): Promise<number | undefined> {
  const { rows } = await sql<{ seq: number }>`
    select seq from sqlite_sequence where name = ${table}`.execute(db);
  return rows[0]?.seq;
}

/** Rebuilds one table with its new rules, keeping rows, indexes and the autoincrement counter. */
export async function rebuildTable(db: Kysely<any>, rules: TableRules): Promise<void> {
  const { table } = rules;
  const master = await sql<MasterRow>`
    select sql from sqlite_master
    where tbl_name = ${table} and type in ('table', 'index')
    order by type desc`.execute(db);
  const [create, ...indexes] = master.rows.map((r) => r.sql).filter((s): s is string => !!s);
  if (!create?.toUpperCase().startsWith('CREATE TABLE')) throw new Error(`no table ${table}`);
  const columns = await sql<{ name: string }>`
    select name from pragma_table_info(${table})`.execute(db);
  const list = columns.rows.map((c) => `"${c.name}"`).join(', ');
  const sequence = await sequenceOf(db, table);
  const temporary = `${table}__0004`;

  await sql.raw(newTableSql(create, rules, temporary)).execute(db);
  await sql.raw(`insert into "${temporary}" (${list}) select ${list} from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${temporary}" rename to "${table}"`).execute(db);
  for (const index of indexes) await sql.raw(index).execute(db);
  if (sequence !== undefined) {
    await sql`delete from sqlite_sequence where name = ${table}`.execute(db);
    await sql`insert into sqlite_sequence (name, seq) values (${table}, ${sequence})`.execute(db);
  }
}
