import {
  BI_IGNORE_TARGET_ID,
  BI_SYNC_MODAL_DEFAULT_DAYS_BACK,
  BiMessageCode,
  type BiImporter,
  type BiImporterDto,
  type BiImporterType,
} from '../../../contract/bi';
import { toIsoDate, type IsoDate } from '../../../contract/dates';

/** One row of the sync modal as the person edits it. */
export interface ImporterRow {
  originId: number;
  /** '' not chosen yet, '-100' ignored, else a local account id. */
  target: string;
  type: BiImporterType;
  date: string | null;
}

export const IGNORE = String(BI_IGNORE_TARGET_ID);

export function daysBack(days: number, today = new Date()): IsoDate {
  const day = new Date(today);
  day.setDate(day.getDate() - days);
  return toIsoDate(day);
}

/** The stored entry, or FROM_DATE 3 days back for a bank account never set up (000 §9). */
export function rowOf(dto: BiImporterDto, today = new Date()): ImporterRow {
  return {
    originId: dto.originId,
    target: dto.targetAccountId === null ? '' : String(dto.targetAccountId),
    type: dto.type ?? 'FROM_DATE',
    date: dto.date ?? daysBack(BI_SYNC_MODAL_DEFAULT_DAYS_BACK, today),
  };
}

const chosen = (row: ImporterRow) => row.target !== '' && row.target !== IGNORE;

export function importerOf(row: ImporterRow): BiImporter {
  return {
    originId: row.originId,
    targetAccountId: row.target === '' ? null : Number(row.target),
    type: row.type,
    date: row.type === 'FROM_DATE' ? row.date : null,
  };
}

export interface SelectionMarks {
  rows: Record<number, string>;
  empty: boolean;
}

/**
 * The rules of 000 §5 checked before any call, every mark at once: FROM_DATE without a date, a
 * local account chosen twice (each row after the first), nothing chosen.
 */
export function selectionMarks(rows: readonly ImporterRow[]): SelectionMarks {
  const marks: Record<number, string> = {};
  const seen = new Set<string>();
  for (const row of rows.filter(chosen)) {
    if (row.type === 'FROM_DATE' && !row.date)
      marks[row.originId] = BiMessageCode.importerDateRequired;
    else if (seen.has(row.target)) marks[row.originId] = BiMessageCode.importerAccountTwice;
    seen.add(row.target);
  }
  return { rows: marks, empty: seen.size === 0 };
}

export const hasMarks = (marks: SelectionMarks) =>
  marks.empty || Object.keys(marks.rows).length > 0;
