import type { CsvLayout } from '../../../../contract/import-csv-layout';
import { parseBankDate } from './bank-dates';
import {
  emptyStatement,
  BankFileError,
  type BankBalance,
  type BankFile,
  type BankLine,
} from './bank-file';
import { parseDecimalCents } from './decimal-cents';
import { csvRows } from './csv-rows';

// Reads a CSV bank file by a confirmed layout. Rows without a readable date or amount (totals,
// footers, blank lines) are left out and counted; the closing balance is the balance column of
// the latest row, or a "Solde … au dd/MM/yyyy" line before the header.

export interface CsvRead {
  file: BankFile;
  skippedRows: number;
}

function cell(row: readonly string[], column: number | null): string {
  return column === null ? '' : (row[column] ?? '');
}

function amountOf(row: readonly string[], layout: CsvLayout): number | null {
  const parse = (column: number | null) => parseDecimalCents(cell(row, column), layout.decimalMark);
  if (layout.amountColumn !== null) return parse(layout.amountColumn);
  const debit = parse(layout.debitColumn);
  const credit = parse(layout.creditColumn);
  if (debit === null && credit === null) return null;
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0);
}

function lineOf(row: readonly string[], layout: CsvLayout): BankLine | null {
  const date = parseBankDate(cell(row, layout.dateColumn), layout.dateOrder);
  const amount = amountOf(row, layout);
  if (date === null || amount === null) return null;
  const memo = cell(row, layout.memoColumn);
  return {
    date,
    valueDate: parseBankDate(cell(row, layout.valueDateColumn), layout.dateOrder),
    amount,
    label: cell(row, layout.labelColumn),
    memo: memo === '' ? null : memo,
    bankId: null,
    checkNumber: null,
    category: null,
    parts: [],
  };
}

const DATE_IN_TEXT = /(\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4})/;

function preambleBalance(preamble: readonly string[][], layout: CsvLayout): BankBalance | null {
  for (const row of preamble) {
    const text = row.join(' ');
    if (!/solde|balance/i.test(text)) continue;
    const date = DATE_IN_TEXT.exec(text)?.[1] ?? null;
    const rest = text.replace(DATE_IN_TEXT, ' ').replace(/^[^\d+-]*/, '');
    const amount = parseDecimalCents(rest, layout.decimalMark);
    if (amount !== null)
      return { amount, date: date === null ? null : parseBankDate(date, layout.dateOrder) };
  }
  return null;
}

function closingBalance(
  rows: readonly { row: string[]; line: BankLine }[],
  layout: CsvLayout,
): BankBalance | null {
  if (layout.balanceColumn === null || rows.length === 0) return null;
  const descending = rows[0]!.line.date > rows[rows.length - 1]!.line.date;
  const latest = descending ? rows[0]! : rows[rows.length - 1]!;
  const amount = parseDecimalCents(cell(latest.row, layout.balanceColumn), layout.decimalMark);
  return amount === null ? null : { amount, date: latest.line.date };
}

export function parseCsv(text: string, layout: CsvLayout): CsvRead {
  const rows = csvRows(text, layout.delimiter);
  const start = layout.headerRow === null ? 0 : layout.headerRow + 1;
  const read = rows.slice(start).flatMap((row) => {
    const line = lineOf(row, layout);
    return line === null ? [] : [{ row, line }];
  });
  const skippedRows =
    rows.slice(start).filter((row) => row.some((c) => c !== '')).length - read.length;
  if (read.length === 0) throw new BankFileError('import.csv.noLine');
  const statement = {
    ...emptyStatement(),
    lines: read.map(({ line }) => line),
    closing: closingBalance(read, layout) ?? preambleBalance(rows.slice(0, start), layout),
  };
  return { file: { format: 'CSV', statements: [statement] }, skippedRows };
}
