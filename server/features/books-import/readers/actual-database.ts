import SqliteDatabase from 'better-sqlite3';
import type { ActualBudgetRow, ActualRows } from './actual-rows';

// Reads the rows of actual-rows.ts from an export's db.sqlite.

const mapping = (db: SqliteDatabase.Database, sql: string) =>
  new Map(
    db
      .prepare<[], { id: string; target: string }>(sql)
      .all()
      .map((r) => [r.id, r.target]),
  );

const all = <Row>(db: SqliteDatabase.Database, sql: string) => db.prepare<[], Row>(sql).all();

function budgetRows(db: SqliteDatabase.Database, budgetType: string | undefined) {
  const table = budgetType === 'tracking' ? 'reflect_budgets' : 'zero_budgets';
  return all<ActualBudgetRow>(db, `SELECT month, category, amount FROM ${table} ORDER BY month`);
}

function tagRows(db: SqliteDatabase.Database): string[] {
  const hasTags = db
    .prepare<[], unknown>("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'tags'")
    .get();
  if (!hasTags) return [];
  return all<{ tag: string }>(db, 'SELECT tag FROM tags WHERE tombstone = 0 ORDER BY tag').map(
    (row) => row.tag,
  );
}

function readRows(db: SqliteDatabase.Database): ActualRows {
  const preferences = mapping(db, 'SELECT id, value AS target FROM preferences');
  return {
    preferences,
    accounts: all(
      db,
      `SELECT a.id, a.name, a.offbudget, a.closed, a.type, b.name AS bankName FROM accounts a
       LEFT JOIN banks b ON b.id = a.bank AND b.tombstone = 0
       WHERE a.tombstone = 0 ORDER BY a.offbudget, a.sort_order, a.name`,
    ),
    groups: all(
      db,
      `SELECT id, name, is_income FROM category_groups WHERE tombstone = 0
       ORDER BY is_income, sort_order, name`,
    ),
    categories: all(
      db,
      `SELECT id, name, is_income, cat_group FROM categories WHERE tombstone = 0
       ORDER BY sort_order, name`,
    ),
    categoryMapping: mapping(db, 'SELECT id, transferId AS target FROM category_mapping'),
    payees: all(
      db,
      'SELECT id, name, transfer_acct FROM payees WHERE tombstone = 0 ORDER BY name COLLATE NOCASE',
    ),
    payeeMapping: mapping(db, 'SELECT id, targetId AS target FROM payee_mapping'),
    transactions: all(
      db,
      `SELECT id, isParent, isChild, parent_id, acct, category, amount, description AS payee, notes,
       date, starting_balance_flag, transferred_id, cleared, tombstone FROM transactions
       WHERE date IS NOT NULL AND acct IS NOT NULL ORDER BY date, sort_order DESC, id`,
    ),
    schedules: all(
      db,
      `SELECT s.id, s.name, s.completed, r.conditions, r.actions,
       CASE WHEN n.local_next_date_ts = n.base_next_date_ts THEN n.local_next_date
            ELSE n.base_next_date END AS nextDate
       FROM schedules s LEFT JOIN rules r ON r.id = s.rule
       LEFT JOIN schedules_next_date n ON n.schedule_id = s.id AND n.tombstone = 0
       WHERE s.tombstone = 0 ORDER BY s.sort_order, s.name`,
    ),
    budgets: budgetRows(db, preferences.get('budgetType')),
    tags: tagRows(db),
    ruleCount: db
      .prepare<[], { count: number }>(
        `SELECT count(*) AS count FROM rules WHERE tombstone = 0
         AND id NOT IN (SELECT rule FROM schedules WHERE rule IS NOT NULL)`,
      )
      .get()!.count,
  };
}

/** The rows of an Actual db.sqlite, opened from its bytes, read-only; throws on a damaged file. */
export function readActualRows(bytes: Buffer): ActualRows {
  const db = new SqliteDatabase(bytes, { readonly: true });
  try {
    return readRows(db);
  } finally {
    db.close();
  }
}
