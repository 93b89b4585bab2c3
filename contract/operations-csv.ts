import Papa from 'papaparse';
import { formatIsoDate } from './dates';
import type { Language } from './languages';
import { formatCentsPlain } from './money';
import type { OperationDto } from './operations-dto';
import { CategoryId } from './categories';
import { isSplit } from './operations-split';

// Operations to CSV: what a spreadsheet of the reader's language opens as is.
// Shared: the SPA writes it, the import recognises it (an export imports back).

/** French spreadsheets split on ";" and read a comma as the decimal mark; English ones "," and ".". */
export const OPERATIONS_CSV_FORMATS: Record<
  Language,
  { delimiter: string; decimalMark: '.' | ',' }
> = {
  fr: { delimiter: ';', decimalMark: ',' },
  en: { delimiter: ',', decimalMark: '.' },
};

/** A text cell a spreadsheet would run as a formula (or a DDE call) starts with one of these. */
export const FORMULA_START = /^[=+\-@\t\r]/;

/** Text made inert for spreadsheets: a leading `'` when it would start a formula. */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

type Translate = (key: string) => string;

interface Column {
  key: string;
  /** Amount columns are written as numbers, never prefixed. */
  amount?: boolean;
  value: (operation: OperationDto, t: Translate, language: Language) => string;
}

const COLUMNS: readonly Column[] = [
  { key: 'date', value: (op, _t, language) => dateCell(op.date, language) },
  { key: 'valueDate', value: (op, _t, language) => dateCell(op.valueDate, language) },
  { key: 'account', value: (op) => op.account.name },
  { key: 'type', value: (op, t) => (op.type.abrv ? t(`operation.type.${op.type.abrv}`) : '') },
  { key: 'payee', value: (op) => op.payee.name },
  { key: 'category', value: categoryCell },
  { key: 'memo', value: (op) => op.memo ?? '' },
  { key: 'tags', value: tagsCell },
  { key: 'amount', amount: true, value: (op, _t, language) => amountCell(op.amount, language) },
  { key: 'balance', amount: true, value: (op, _t, language) => amountCell(op.balance, language) },
  { key: 'state', value: (op) => op.state ?? '' },
];

/** The columns' keys in file order (their headers: operation.export.column.<key>). */
export const OPERATIONS_CSV_COLUMNS = COLUMNS.map((column) => column.key);

/** Day first in French, ISO in English (which no English spreadsheet reads month first). */
function dateCell(date: string, language: Language): string {
  return language === 'fr' ? formatIsoDate(date, false) : date;
}

function amountCell(cents: number | null, language: Language): string {
  return cents === null
    ? ''
    : formatCentsPlain(cents, OPERATIONS_CSV_FORMATS[language].decimalMark);
}

function categoryCell(operation: OperationDto, t: Translate): string {
  if (isSplit(operation.splitOperations)) return t('ui.category.split');
  return operation.category.categoryId === CategoryId.undefined ? '' : operation.category.name;
}

function tagsCell(operation: OperationDto): string {
  const names = operation.splitOperations.flatMap((part) => part.tags.map((tag) => tag.name));
  return [...new Set(names)].join(', ');
}

/**
 * The operations as CSV text in the reader's language, one line each after a header: text cells
 * quoted and neutralised, amounts as plain numbers, a BOM so spreadsheets read UTF-8.
 */
export function operationsToCsv(
  operations: readonly OperationDto[],
  language: Language,
  t: Translate,
): string {
  const header = COLUMNS.map((column) =>
    neutralizeFormula(t(`operation.export.column.${column.key}`)),
  );
  const rows = operations.map((op) => COLUMNS.map((column) => cellOf(column, op, t, language)));
  const csv = Papa.unparse([header, ...rows], {
    delimiter: OPERATIONS_CSV_FORMATS[language].delimiter,
    newline: '\r\n',
    quotes: COLUMNS.map((column) => !column.amount),
  });
  return `\uFEFF${csv}`;
}

function cellOf(column: Column, operation: OperationDto, t: Translate, language: Language) {
  const value = column.value(operation, t, language);
  return column.amount ? value : neutralizeFormula(value);
}
