import Papa from 'papaparse';
import { formatIsoDate } from '../../../contract/dates';
import type { Language } from '../../../contract/languages';
import { formatCentsPlain } from '../../../contract/money';
import { UNDEFINED_REF_ID, type StatementDto } from '../../../contract/statement';
import { translate } from '../i18n/translator';

// The statement as CSV in the reader's language, as the operations' CSV is made (src/lib/
// csv-export.ts): ";" and a decimal comma in French, "," and a point in English, a BOM, text
// cells made inert for spreadsheets.

const FORMATS: Record<Language, { delimiter: string; decimalMark: '.' | ',' }> = {
  fr: { delimiter: ';', decimalMark: ',' },
  en: { delimiter: ',', decimalMark: '.' },
};

const FORMULA_START = /^[=+\-@\t\r]/;
const inert = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

const COLUMNS = ['category', 'payee', 'planned', 'real', 'gap', 'cumulative'] as const;
const TEXT_COLUMNS = [true, true, false, false, false, false];

export function statementToCsv(statement: StatementDto, language: Language): string {
  const t = (key: string) => translate(language, key);
  const cents = (value: number) => formatCentsPlain(value, FORMATS[language].decimalMark);
  const named = (ref: { id: number; name: string }) =>
    inert(ref.id === UNDEFINED_REF_ID ? t('statement.undefined') : ref.name);
  const date = (iso: string) => (language === 'fr' ? formatIsoDate(iso, false) : iso);
  const header = COLUMNS.map((column) => inert(t(`statement.column.${column}`)));
  const rows = statement.lines.map((line) => [
    named(line.category),
    named(line.payee),
    cents(line.planned),
    cents(line.real),
    cents(line.gap),
    cents(line.cumulative),
  ]);
  const { planned, real, cumulative } = statement.totals;
  const period = `${date(statement.startDate)} – ${date(statement.endDate)}`;
  const totals = [
    inert(t('statement.totals')),
    period,
    cents(planned),
    cents(real),
    cents(cumulative),
    '',
  ];
  const csv = Papa.unparse([header, ...rows, totals], {
    delimiter: FORMATS[language].delimiter,
    newline: '\r\n',
    quotes: TEXT_COLUMNS,
  });
  return `\uFEFF${csv}`;
}
