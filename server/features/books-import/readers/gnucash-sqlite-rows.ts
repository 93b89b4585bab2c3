import type Database from 'better-sqlite3';
import { invalidFile } from './gnucash-book';

// The SQL backend's values: its dates (timestamps written in UTC, `2024-01-05 10:59:00`, or
// `20240105105900` in books older than GnuCash 2.6; days `20240105`) and its slots table, where a
// frame is a row pointing (guid_val) at the rows of its members, each named by its full path.

const SLOT_FRAME = 9;

export type Row = Record<string, unknown>;
export type Db = Database.Database;

export const text = (value: unknown) =>
  value === null || value === undefined ? '' : String(value);
export const int = (value: unknown) => Number(value ?? 0);
export const all = (db: Db, sql: string) => db.prepare(sql).all() as Row[];

const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

function isoDay(digits: string): string {
  const day = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  if (digits.length < 8 || Number.isNaN(Date.parse(`${day}T00:00:00Z`))) throw invalidFile();
  return day;
}

/** A day column (GDate): null when empty. */
export function gdateOfSql(value: unknown): string | null {
  const digits = digitsOf(value);
  return digits === '' ? null : isoDay(digits);
}

/**
 * The day a transaction was posted. GnuCash posts at 10:59 UTC, the hour that falls on the same
 * day in every time zone; older books posted at local midnight, which east of Greenwich is the
 * afternoon or evening before in UTC: a time from noon on is that next day's midnight.
 */
export function postedDayOfSql(value: unknown): string {
  const digits = digitsOf(value);
  const day = isoDay(digits);
  if (Number(digits.slice(8, 10) || '0') < 12) return day;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

function slotText(row: Row): string | null {
  switch (Number(row.slot_type)) {
    case 1:
      return String(row.int64_val);
    case 3:
      return `${String(row.numeric_val_num)}/${String(row.numeric_val_denom)}`;
    case 4:
      return String(row.string_val ?? '');
    case 5:
      return String(row.guid_val ?? '');
    case 6:
      return String(row.timespec_val ?? '');
    case 10:
      return gdateOfSql(row.gdate_val);
    default:
      return null;
  }
}

/** Each object's slots, frames flattened to their members' paths. */
export function slotsByOwner(rows: readonly Row[]): Map<string, Map<string, string>> {
  const frameOwner = new Map<string, string>();
  for (const row of rows) {
    if (Number(row.slot_type) === SLOT_FRAME) {
      frameOwner.set(String(row.guid_val), String(row.obj_guid));
    }
  }
  const ownerOf = (guid: string) => {
    let owner = guid;
    for (let depth = 0; frameOwner.has(owner) && depth < 32; depth++)
      owner = frameOwner.get(owner)!;
    return owner;
  };
  const slots = new Map<string, Map<string, string>>();
  for (const row of rows) {
    const value = slotText(row);
    if (value === null) continue;
    const owner = ownerOf(String(row.obj_guid));
    const own = slots.get(owner) ?? new Map<string, string>();
    own.set(String(row.name), value);
    slots.set(owner, own);
  }
  return slots;
}
