import type { CsvLayout } from '../../../contract/import-csv-layout';
import { LANGUAGES, type Language } from '../../../contract/languages';
import { searchFold } from '../../../contract/operations-search';
import {
  FORMULA_START,
  OPERATIONS_CSV_COLUMNS,
  OPERATIONS_CSV_FORMATS,
} from '../../../contract/operations-csv';
import { translate } from '../i18n/translator';
import type { BankStatement } from './formats/bank-file';
import { parseBankDate } from './formats/bank-dates';
import { csvRows, type Delimiter } from './formats/csv-rows';
import { parseDecimalCents } from './formats/decimal-cents';

// A CSV Pécule exported (contract/operations-csv.ts) imports back to the same operations: its
// header is recognised in either language, the payee becomes the line's label, the memo its
// memo, the category its category (a split has none), and text cells lose the quote that kept
// spreadsheets from running them.

export interface OwnExport {
  layout: CsvLayout;
  language: Language;
}

type ExportColumn = (typeof OPERATIONS_CSV_COLUMNS)[number];

const column = (key: ExportColumn) => OPERATIONS_CSV_COLUMNS.indexOf(key);

/** Names a column had in earlier exports, which must still import back. */
const FORMER_NAMES: Record<Language, Partial<Record<ExportColumn, string>>> = {
  fr: { tags: 'Tags' },
  en: {},
};

/** Each column's accepted names, folded: today's and the former ones. */
const header = (language: Language) =>
  OPERATIONS_CSV_COLUMNS.map((key) =>
    [translate(language, `operation.export.column.${key}`), FORMER_NAMES[language][key]]
      .filter((name): name is string => name !== undefined)
      .map(searchFold),
  );

function layoutOf(language: Language): CsvLayout {
  const { delimiter, decimalMark } = OPERATIONS_CSV_FORMATS[language];
  return {
    delimiter: delimiter as Delimiter,
    headerRow: 0,
    dateColumn: column('date'),
    valueDateColumn: column('valueDate'),
    labelColumn: column('payee'),
    memoColumn: column('memo'),
    amountColumn: column('amount'),
    debitColumn: null,
    creditColumn: null,
    balanceColumn: column('balance'),
    feeColumn: null,
    dateOrder: language === 'fr' ? 'DMY' : 'YMD',
    decimalMark,
  };
}

/** The export's layout when the text starts with the header of Pécule's operations CSV. */
export function ownExportOf(text: string): OwnExport | null {
  const firstLine = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  for (const language of LANGUAGES) {
    const layout = layoutOf(language);
    const cells = csvRows(firstLine, layout.delimiter)[0] ?? [];
    const names = header(language);
    const matches =
      cells.length === names.length &&
      cells.every((cell, i) => names[i]!.includes(searchFold(cell)));
    if (matches) {
      return { layout, language };
    }
  }
  return null;
}

const inert = (cell: string) =>
  cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;

/** The statement's lines with the export's payee, memo and category, row for row. */
export function withOwnColumns(statement: BankStatement, text: string, own: OwnExport) {
  const { layout, language } = own;
  const split = translate(language, 'ui.category.split');
  const rows = csvRows(text, layout.delimiter)
    .slice(1)
    .filter(
      (row) =>
        parseBankDate(row[layout.dateColumn] ?? '', layout.dateOrder) !== null &&
        parseDecimalCents(row[layout.amountColumn!] ?? '', layout.decimalMark) !== null,
    );
  const lines = statement.lines.map((line, i) => {
    const row = rows[i] ?? [];
    const memo = inert(row[column('memo')] ?? '');
    const category = inert(row[column('category')] ?? '');
    return {
      ...line,
      label: inert(row[column('payee')] ?? line.label),
      memo: memo === '' ? null : memo,
      category: category === '' || category === split ? null : category,
    };
  });
  return { ...statement, lines };
}
