import { sql, type Kysely } from 'kysely';
import { alignSplitParts, relinkTransfers } from './0004-finance-integrity-data';
import { categoryNameIndex, tableRules } from './0004-finance-integrity-rules';
import { rebuildTable, withForeignKeysOff } from './0004-finance-integrity-sqlite';
import { createDetachTrigger } from './0004-finance-integrity-triggers';
import { isPostgres } from './helpers';

// The finance schema enforces what 0002 claims: the database itself refuses a row that points
// at another user's data, or that breaks a rule the code relies on.
//
// - Every reference to user-owned data goes through (user_id, column): operations, planned
//   operations and import lines to payees, reports, planned operations and operations; split
//   parts to their operation; part tags to their part. Single-column keys of 0002 stay.
// - A split part refers to (user_id, id, account_id, value_date) of its operation, ON UPDATE
//   CASCADE: it follows its operation's account and value date and can never disagree.
// - Transfers: each leg's transfer_id names the other leg, which names it back (a key on
//   (user_id, transfer_id, id) → (user_id, id, transfer_id), deferred to the commit so the legs
//   can be written in any order). An operation is a TRANSFER exactly when it has a transfer_id.
//   Deleting a leg deletes the other. Deleting an account first detaches its transfers (trigger
//   accounts_detach_transfers): the other account keeps its leg as a simple operation.
// - Categories: a child is one level below its parent and in its tree (generated parent_level,
//   key to (id, level, debit_credit)), roots are level 1, similar names a template (generated
//   template_id, set only when user_id is NULL), one name per parent, tree and owner ignoring
//   ASCII case (categories_name_uq).
// - Checks: account types and frequencies (lists frozen in 0004-finance-integrity-rules.ts),
//   percentages 0–100 %, non-zero operation amounts, auto-save needs an account, a planned
//   transfer has a source and another destination.
//
// Existing rows: transfer links are rewritten to the new form (two operations of one owner that
// share a transfer_id become a pair; any other link is dropped and its legs become simple) and
// split parts take their operation's account and value date. Any other row that breaks a rule
// stops the migration, which changes nothing: fix the row and migrate again.
//
// No down: going back would mean rebuilding every SQLite table again; restore a backup instead.

function refused(error: unknown): Error {
  const reason = error instanceof Error ? error.message : String(error);
  return new Error(`Migration 0004 refused, existing rows break a new rule: ${reason}`, {
    cause: error,
  });
}

async function upPostgres(db: Kysely<any>): Promise<void> {
  await relinkTransfers(db);
  await alignSplitParts(db);
  const rules = tableRules(true);
  const alter = (table: string, clause: string) =>
    sql.raw(`alter table "${table}" add ${clause}`).execute(db);
  for (const { table, columns } of rules)
    for (const c of columns) await alter(table, `column ${c}`);
  for (const { table, keys } of rules) for (const key of keys) await alter(table, key);
  for (const { table, constraints } of rules) for (const c of constraints) await alter(table, c);
  await sql.raw(categoryNameIndex(true)).execute(db);
  await createDetachTrigger(db, true);
}

async function upSqlite(db: Kysely<any>): Promise<void> {
  await withForeignKeysOff(db, async (trx) => {
    await relinkTransfers(trx);
    await alignSplitParts(trx);
    for (const rules of tableRules(false)) await rebuildTable(trx, rules);
    await sql.raw(categoryNameIndex(false)).execute(trx);
    await createDetachTrigger(trx, false);
  });
}

export async function up(db: Kysely<any>): Promise<void> {
  try {
    await (isPostgres(db) ? upPostgres(db) : upSqlite(db));
  } catch (error) {
    throw refused(error);
  }
}
