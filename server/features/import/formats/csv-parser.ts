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
import { dateText } from './csv-columns';
import { csvRows } from './csv-rows';

// Reads a CSV bank file by a confirmed layout. Rows without a readable date or amount (totals,
// footers, blank lines) are left out and counted; the closing balance is the balance column of
// the latest row, or a balance line of the preamble (the lines before the header, or before the
// first operation of a file without one).

export interface CsvRead {
  file: BankFile;
  skippedRows: number;
}

function cell(row: readonly string[], column: number | null): string {
  return column === null ? '' : (row[column] ?? '');
}

const dateOf = (row: readonly string[], column: number | null, layout: CsvLayout) =>
  parseBankDate(dateText(cell(row, column)), layout.dateOrder);

/** The signed amount, less the fee; debit and credit columns, signed or not, give a debit below
 *  zero, and a fee, signed or not, is taken from the account as the bank's balance shows it. */
function amountOf(row: readonly string[], layout: CsvLayout): number | null {
  const parse = (column: number | null) => parseDecimalCents(cell(row, column), layout.decimalMark);
  const fee = Math.abs(parse(layout.feeColumn) ?? 0);
  if (layout.amountColumn !== null) {
    const amount = parse(layout.amountColumn);
    return amount === null ? null : amount - fee;
  }
  const debit = parse(layout.debitColumn);
  const credit = parse(layout.creditColumn);
  if (debit === null && credit === null) return null;
  return Math.abs(credit ?? 0) - Math.abs(debit ?? 0) - fee;
}

function lineOf(row: readonly string[], layout: CsvLayout): BankLine | null {
  const date = dateOf(row, layout.dateColumn, layout);
  const amount = amountOf(row, layout);
  if (date === null || amount === null) return null;
  const memo = cell(row, layout.memoColumn);
  return {
    date,
    valueDate: dateOf(row, layout.valueDateColumn, layout),
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

/** What a preamble line writes as a balance: what follows "Solde …" or "Balance …" and its date,
 *  or the last cell of a line with a date cell of its own (BNP Paribas's first line,
 *  "Compte de chèques;…;****1234;27/02/2026;;2 317,40"). */
function writtenBalance(row: readonly string[], layout: CsvLayout): string | null {
  const text = row.join(' ');
  if (/solde|balance/i.test(text)) return text.replace(DATE_IN_TEXT, ' ').replace(/^[^\d+-]*/, '');
  const filled = row.filter((c) => c !== '');
  const dated = filled.some((c) => parseBankDate(c, layout.dateOrder) !== null);
  return dated && filled.length > 2 ? filled[filled.length - 1]! : null;
}

function balanceOfRow(row: readonly string[], layout: CsvLayout): BankBalance | null {
  const amount = parseDecimalCents(writtenBalance(row, layout) ?? '', layout.decimalMark);
  if (amount === null) return null;
  const date = DATE_IN_TEXT.exec(row.join(' '))?.[1] ?? null;
  return { amount, date: date === null ? null : parseBankDate(date, layout.dateOrder) };
}

function preambleBalance(preamble: readonly string[][], layout: CsvLayout): BankBalance | null {
  for (const row of preamble) {
    const balance = balanceOfRow(row, layout);
    if (balance !== null) return balance;
  }
  return null;
}

interface ReadRow {
  row: string[];
  line: BankLine;
}

function closingBalance(read: readonly ReadRow[], layout: CsvLayout): BankBalance | null {
  if (layout.balanceColumn === null || read.length === 0) return null;
  const descending = read[0]!.line.date > read[read.length - 1]!.line.date;
  const latest = descending ? read[0]! : read[read.length - 1]!;
  const amount = parseDecimalCents(cell(latest.row, layout.balanceColumn), layout.decimalMark);
  return amount === null ? null : { amount, date: latest.line.date };
}

export function parseCsv(text: string, layout: CsvLayout): CsvRead {
  const rows = csvRows(text, layout.delimiter);
  const afterHeader = layout.headerRow === null ? 0 : layout.headerRow + 1;
  const read: (ReadRow & { index: number })[] = [];
  rows.forEach((row, index) => {
    const line = index < afterHeader ? null : lineOf(row, layout);
    if (line !== null) read.push({ row, line, index });
  });
  if (read.length === 0) throw new BankFileError('import.csv.noLine');
  const start = layout.headerRow === null ? read[0]!.index : afterHeader;
  const skippedRows =
    rows.slice(start).filter((row) => row.some((c) => c !== '')).length - read.length;
  const statement = {
    ...emptyStatement(),
    lines: read.map(({ line }) => line),
    closing: closingBalance(read, layout) ?? preambleBalance(rows.slice(0, start), layout),
  };
  return { file: { format: 'CSV', statements: [statement] }, skippedRows };
}
