import type { Cents } from '../../../../contract/money';
import type { OperationDto } from '../../../../contract/operations-dto';

// The PDF's geometry and sums: points, cents.

export const PDF_PAGE = { width: 760, height: 510, margin: 40 } as const;
export const PDF_LOGO = { width: 300, height: 100 } as const;
export const PDF_ROW_HEIGHT = 16;
/** Where the first page's table starts: under the logo and the title. */
export const PDF_FIRST_TABLE_TOP = PDF_PAGE.margin + PDF_LOGO.height + 40;
/** The page number sits in the bottom margin, so rows may go down to the margin. */
export const PDF_TABLE_BOTTOM = PDF_PAGE.height - PDF_PAGE.margin;

export const PDF_COLUMNS = [
  { key: 'date', width: 52 },
  { key: 'account', width: 82 },
  { key: 'type', width: 58 },
  { key: 'payee', width: 96 },
  { key: 'category', width: 104 },
  { key: 'memo', width: 148 },
  { key: 'amount', width: 70, end: true },
  { key: 'balance', width: 70, end: true },
] as const;
export type PdfColumnKey = (typeof PDF_COLUMNS)[number]['key'];

export interface PdfTotals {
  currency: string;
  debits: Cents;
  credits: Cents;
  net: Cents;
}

/** Debits, credits and net per currency, in the order the currencies first appear. */
export function pdfTotals(operations: readonly OperationDto[]): PdfTotals[] {
  const totals = new Map<string, PdfTotals>();
  for (const { amount, account } of operations) {
    const currency = account.currency.symb;
    const sums = totals.get(currency) ?? { currency, debits: 0, credits: 0, net: 0 };
    if (amount < 0) sums.debits += amount;
    else sums.credits += amount;
    sums.net += amount;
    totals.set(currency, sums);
  }
  return [...totals.values()];
}

/** Rows per page: the first page holds fewer (logo and title), every page a header row. */
export function rowsPerPage(first: boolean): number {
  const top = first ? PDF_FIRST_TABLE_TOP : PDF_PAGE.margin;
  return Math.floor((PDF_TABLE_BOTTOM - top) / PDF_ROW_HEIGHT) - 1;
}

/** The operations cut into pages. */
export function paginate<T>(rows: readonly T[]): T[][] {
  const pages: T[][] = [];
  let start = 0;
  do {
    const size = rowsPerPage(pages.length === 0);
    pages.push(rows.slice(start, start + size));
    start += size;
  } while (start < rows.length);
  return pages;
}

/** Text on one line, cut with an ellipsis to `width` as `measure` reads it. */
export function fitText(text: string, width: number, measure: (text: string) => number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (measure(line) <= width) return line;
  let length = Math.max(0, Math.floor((line.length * width) / measure(line)));
  while (length > 0 && measure(`${line.slice(0, length)}…`) > width) length -= 1;
  return `${line.slice(0, length).trimEnd()}…`;
}
