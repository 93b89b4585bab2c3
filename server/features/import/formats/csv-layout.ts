import type { CsvLayout } from '../../../../contract/import-csv-layout';
import { dateOrderOf } from './bank-dates';
import { BankFileError } from './bank-file';
import { columnFacts, headerRole, rolesByContent, type ColumnRole } from './csv-columns';
import { bestDelimiter } from './csv-rows';

// Detects the layout of a CSV bank file: separator, header row (preamble lines before it
// skipped), each column's role, the date order and the decimal mark.

const SAMPLE_ROWS = 500;
const SAMPLE_CHARS = 64 * 1024;

/** The file's beginning, cut at a line end: enough to tell the layout, cheap on 50,000 lines. */
function beginning(text: string): string {
  if (text.length <= SAMPLE_CHARS) return text;
  const cut = text.lastIndexOf('\n', SAMPLE_CHARS);
  return text.slice(0, cut > 0 ? cut : SAMPLE_CHARS);
}

function headerRowOf(rows: readonly string[][], width: number): number | null {
  for (const [index, row] of rows.entries()) {
    if (row.length !== width) continue;
    const roles = row.map(headerRole).filter((role) => role !== null);
    if (roles.includes('date') && roles.length >= 2) return index;
    if (row.some((cell) => /^\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}$/.test(cell))) return null;
  }
  return null;
}

function rolesByHeader(header: readonly string[]): Map<ColumnRole, number> {
  const roles = new Map<ColumnRole, number>();
  header.forEach((cell, index) => {
    const role = headerRole(cell);
    if (role !== null && !roles.has(role)) roles.set(role, index);
  });
  return roles;
}

function decimalMarkOf(cells: readonly string[]): ',' | '.' {
  const comma = cells.filter((cell) => /,\d{1,2}$/.test(cell)).length;
  const dot = cells.filter((cell) => /\.\d{1,2}$/.test(cell)).length;
  return dot > comma ? '.' : ',';
}

export interface CsvDetection {
  layout: CsvLayout;
  /** The first rows of the file, as the layout's indexes count them. */
  rows: string[][];
}

export function detectCsvLayout(text: string): CsvDetection {
  const { delimiter, rows, width } = bestDelimiter(beginning(text));
  if (width < 3) throw new BankFileError('import.csv.noTable');
  const headerRow = headerRowOf(rows, width);
  const body = rows.slice(headerRow === null ? 0 : headerRow + 1).filter((r) => r.length === width);
  const sample = body.slice(0, SAMPLE_ROWS);
  const facts = Array.from({ length: width }, (_, i) => columnFacts(sample, i));
  const byHeader = headerRow === null ? new Map() : rolesByHeader(rows[headerRow]!);
  const roles = new Map([...rolesByContent(facts), ...byHeader]);
  const column = (role: ColumnRole): number | null => roles.get(role) ?? null;
  const date = column('date');
  const label = column('label');
  if (date === null || label === null) throw new BankFileError('import.csv.noTable');
  const amountCells = ['amount', 'debit', 'credit', 'balance'].flatMap((role) => {
    const at = column(role as ColumnRole);
    return at === null ? [] : sample.map((row) => row[at] ?? '');
  });
  const layout: CsvLayout = {
    delimiter,
    headerRow,
    dateColumn: date,
    valueDateColumn: column('valueDate'),
    labelColumn: label,
    memoColumn: column('memo'),
    amountColumn: column('debit') === null && column('credit') === null ? column('amount') : null,
    debitColumn: column('debit'),
    creditColumn: column('credit'),
    balanceColumn: column('balance'),
    dateOrder: dateOrderOf(sample.map((row) => row[date] ?? '')) ?? 'DMY',
    decimalMark: decimalMarkOf(amountCells),
  };
  if (layout.amountColumn === null && layout.debitColumn === null && layout.creditColumn === null) {
    throw new BankFileError('import.csv.noTable');
  }
  return { layout, rows };
}
