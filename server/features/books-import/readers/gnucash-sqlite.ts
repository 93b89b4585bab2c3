import Database from 'better-sqlite3';
import { AppError } from '../../../http/app-error';
import {
  featuresOf,
  invalidFile,
  type GncBook,
  type GncCommodity,
  type GncTransaction,
} from './gnucash-book';
import { budgetsOf, scheduledOf } from './gnucash-sqlite-plans';
import { all, int, postedDayOfSql, slotsByOwner, text, type Db } from './gnucash-sqlite-rows';

// GnuCash's SQL backend saved as SQLite: its tables (books, commodities, accounts, transactions,
// splits, slots, schedxactions, recurrences, budgets) opened read-only from the bytes sent.

const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');
const GNUCASH_TABLES = ['books', 'commodities', 'accounts', 'transactions', 'splits', 'slots'];

function withDatabase<T>(bytes: Buffer, use: (db: Db) => T): T {
  const db = new Database(bytes, { readonly: true });
  try {
    db.defaultSafeIntegers(true);
    return use(db);
  } finally {
    db.close();
  }
}

const tablesOf = (db: Db) =>
  new Set(all(db, "SELECT name FROM sqlite_master WHERE type = 'table'").map((r) => text(r.name)));

export const isSqlite = (bytes: Buffer) =>
  bytes.subarray(0, SQLITE_MAGIC.length).equals(SQLITE_MAGIC);

/** Whether the bytes are an SQLite file holding GnuCash's tables. */
export function isGnucashSqlite(bytes: Buffer): boolean {
  if (!isSqlite(bytes)) return false;
  try {
    return withDatabase(bytes, (db) => {
      const tables = tablesOf(db);
      return GNUCASH_TABLES.every((name) => tables.has(name));
    });
  } catch {
    return false;
  }
}

function commoditiesOf(db: Db) {
  const byGuid = new Map<string, GncCommodity>();
  const fractions = new Map<string, number>();
  for (const row of all(db, 'SELECT guid, namespace, mnemonic, fraction FROM commodities')) {
    const commodity = { space: text(row.namespace), id: text(row.mnemonic) };
    byGuid.set(text(row.guid), commodity);
    fractions.set(`${commodity.space}:${commodity.id}`, int(row.fraction));
  }
  return { byGuid, fractions };
}

function transactionsOf(
  db: Db,
  commodities: ReadonlyMap<string, GncCommodity>,
  slots: ReadonlyMap<string, Map<string, string>>,
): GncTransaction[] {
  const splits = new Map<string, GncTransaction['splits']>();
  for (const row of all(db, 'SELECT * FROM splits ORDER BY tx_guid, guid')) {
    const list = splits.get(text(row.tx_guid)) ?? [];
    list.push({
      guid: text(row.guid),
      accountGuid: text(row.account_guid),
      memo: text(row.memo),
      reconciled: text(row.reconcile_state) || 'n',
      value: { num: BigInt(row.value_num as bigint), denom: BigInt(row.value_denom as bigint) },
      quantity: {
        num: BigInt(row.quantity_num as bigint),
        denom: BigInt(row.quantity_denom as bigint),
      },
      slots: slots.get(text(row.guid)) ?? new Map(),
    });
    splits.set(text(row.tx_guid), list);
  }
  return all(db, 'SELECT guid, currency_guid, post_date, description FROM transactions').map(
    (row) => {
      const currency = commodities.get(text(row.currency_guid));
      if (!currency) throw invalidFile();
      return {
        guid: text(row.guid),
        currency,
        date: postedDayOfSql(text(row.post_date)),
        description: text(row.description),
        slots: slots.get(text(row.guid)) ?? new Map(),
        splits: splits.get(text(row.guid)) ?? [],
      };
    },
  );
}

function bookOf(db: Db): GncBook {
  const tables = tablesOf(db);
  if (!GNUCASH_TABLES.every((name) => tables.has(name))) throw invalidFile();
  const integrity = all(db, 'PRAGMA quick_check');
  if (integrity.length !== 1 || text(Object.values(integrity[0]!)[0]) !== 'ok') throw invalidFile();
  const { byGuid, fractions } = commoditiesOf(db);
  const slots = slotsByOwner(all(db, 'SELECT * FROM slots ORDER BY id'));
  const templateRoot = text(all(db, 'SELECT root_template_guid FROM books')[0]?.root_template_guid);
  const accountRows = all(db, 'SELECT * FROM accounts');
  const templateAccounts = new Set(
    accountRows
      .filter((r) => text(r.guid) === templateRoot || text(r.parent_guid) === templateRoot)
      .map((r) => text(r.guid)),
  );
  const accounts = accountRows
    .filter((row) => !templateAccounts.has(text(row.guid)))
    .map((row) => {
      const own = slots.get(text(row.guid));
      return {
        guid: text(row.guid),
        name: text(row.name),
        type: text(row.account_type),
        commodity: byGuid.get(text(row.commodity_guid)) ?? null,
        scu: int(row.commodity_scu) || 100,
        parentGuid: row.parent_guid ? text(row.parent_guid) : null,
        placeholder: int(row.placeholder) === 1 || own?.get('placeholder') === 'true',
        hidden: int(row.hidden) === 1 || own?.get('hidden') === 'true',
      };
    });
  const transactions = transactionsOf(db, byGuid, slots);
  const isTemplate = (t: GncTransaction) =>
    t.splits.some((s) => templateAccounts.has(s.accountGuid));
  return {
    accounts,
    fractions,
    transactions: transactions.filter((t) => !isTemplate(t)),
    templateTransactions: transactions.filter(isTemplate),
    scheduled: tables.has('schedxactions') ? scheduledOf(db, tables) : [],
    budgets: tables.has('budgets') ? budgetsOf(db, tables) : [],
    features: featuresOf(slots.get(text(all(db, 'SELECT guid FROM books')[0]?.guid)) ?? new Map()),
  };
}

/** The book an SQLite file holds. */
export function readGnucashSqlite(bytes: Buffer): GncBook {
  try {
    return withDatabase(bytes, bookOf);
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidFile();
  }
}
