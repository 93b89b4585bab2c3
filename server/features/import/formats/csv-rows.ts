import Papa from 'papaparse';
import { CSV_DELIMITERS } from '../../../../contract/import-csv-layout';

export type Delimiter = (typeof CSV_DELIMITERS)[number];

/** The file's rows as cells (quoted fields may hold separators and line breaks), trimmed. */
export function csvRows(text: string, delimiter: Delimiter): string[][] {
  const { data } = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false });
  return data.map((row) => row.map((cell) => cell.replace(/\s+/g, ' ').trim()));
}

/** A row without its empty trailing cells (a trailing separator). */
export function trimmedWidth(row: readonly string[]): number {
  let width = row.length;
  while (width > 0 && row[width - 1] === '') width -= 1;
  return width;
}

/** The table of the file: the most common width of 3 cells or more, and how many rows have it. */
export function tableShape(rows: readonly string[][]): { width: number; count: number } {
  const counts = new Map<number, number>();
  for (const row of rows) {
    if (row.length >= 3) counts.set(row.length, (counts.get(row.length) ?? 0) + 1);
  }
  let best = { width: 0, count: 0 };
  for (const [width, count] of counts) if (count > best.count) best = { width, count };
  return best;
}

/** The delimiter whose table holds the most rows, with those rows. */
export function bestDelimiter(text: string): {
  delimiter: Delimiter;
  rows: string[][];
  width: number;
} {
  let best: { delimiter: Delimiter; rows: string[][]; width: number; count: number } | null = null;
  for (const delimiter of CSV_DELIMITERS) {
    const rows = csvRows(text, delimiter);
    const shape = tableShape(rows);
    if (!best || shape.count > best.count) best = { delimiter, rows, ...shape };
  }
  return best!;
}
