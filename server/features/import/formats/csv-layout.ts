import type { CsvLayout } from '../../../../contract/import-csv-layout';
import { dateOrderOf } from './bank-dates';
import { BankFileError } from './bank-file';
import {
  columnFacts,
  dateText,
  rolesByContent,
  type ColumnFacts,
  type ColumnRole,
} from './csv-columns';
import { headerMatch, rolesByHeader } from './csv-header-words';
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

const DATE_CELL = /^\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}$/;
const DATE_IN_TEXT = /\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}/;

/** The first row of the table's width naming a date and another role, before any dated row; a
 *  preamble line such as "Date de début de téléchargement : 01/02/2026" is not it. */
function headerRowOf(rows: readonly string[][], width: number): number | null {
  for (const [index, row] of rows.entries()) {
    if (row.length !== width) continue;
    if (row.some((cell) => DATE_CELL.test(dateText(cell)))) return null;
    if (row.some((cell) => DATE_IN_TEXT.test(cell))) continue;
    const kinds = row.map((cell) => headerMatch(cell)?.kind).filter((kind) => kind !== undefined);
    if (kinds.includes('date') && kinds.length >= 2) return index;
  }
  return null;
}

const AMOUNT_ROLES: readonly ColumnRole[] = ['amount', 'debit', 'credit'];

/** The header's roles, then what the cells tell of the columns it does not name: the date and the
 *  label when it names none, the amounts (and a balance) when it names no amount at all. */
function columnRoles(header: readonly string[] | null, facts: readonly ColumnFacts[]) {
  if (header === null) return rolesByContent(facts);
  const { roles, named } = rolesByHeader(header);
  const guessed = rolesByContent(facts.filter((f) => !named.has(f.index)));
  const guessable: ColumnRole[] = ['date', 'label'];
  if (!AMOUNT_ROLES.some((role) => roles.has(role))) guessable.push(...AMOUNT_ROLES, 'balance');
  for (const role of guessable) {
    const index = guessed.get(role);
    if (index !== undefined && !roles.has(role)) roles.set(role, index);
  }
  return roles;
}

function decimalMarkOf(cells: readonly string[]): ',' | '.' {
  const numbers = cells.map((cell) => cell.replace(/\D+$/, ''));
  const comma = numbers.filter((cell) => /,\d{1,2}$/.test(cell)).length;
  const dot = numbers.filter((cell) => /\.\d{1,2}$/.test(cell)).length;
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
  const roles = columnRoles(headerRow === null ? null : rows[headerRow]!, facts);
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
    feeColumn: column('fee'),
    dateOrder: dateOrderOf(sample.map((row) => dateText(row[date] ?? ''))) ?? 'DMY',
    decimalMark: decimalMarkOf(amountCells),
  };
  if (layout.amountColumn === null && layout.debitColumn === null && layout.creditColumn === null) {
    throw new BankFileError('import.csv.noTable');
  }
  return { layout, rows };
}
