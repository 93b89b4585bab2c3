import type { TFunction } from 'i18next';
import { formatCentsPlain } from '../../../contract/money';
import { OPERATIONS_CSV_FORMATS } from '../../../contract/operations-csv';
import type { Language } from '../../../contract/languages';
import { formatIsoDate } from '../../../contract/dates';
import type { NetWorth } from '../../../contract/net-worth';
import { NUMERIC_COLUMNS, cellText } from './patrimony-cells';
import { PATRIMONY_COLUMNS, type PatrimonyColumn, type PatrimonyGroup } from './patrimony-rows';

// What the patrimony files hold: the CSV with amounts as numbers (as the operations CSV writes
// them), the PDF grouped by account type with subtotals and the grand total.

export interface CsvSheet {
  headers: string[];
  rows: string[][];
  /** Per column: quoted text, or a number written bare. */
  numeric: boolean[];
}

const CSV_AMOUNTS: ReadonlySet<PatrimonyColumn> = new Set(['amount', 'startBalance', 'deadline']);

export function patrimonyCsvSheet(groups: PatrimonyGroup[], language: Language, t: TFunction) {
  const { decimalMark } = OPERATIONS_CSV_FORMATS[language];
  const plain = (cents: number) => formatCentsPlain(cents, decimalMark);
  const cell = (line: PatrimonyGroup['lines'][number], column: PatrimonyColumn) => {
    const { account } = line;
    if (column === 'amount') return plain(line.balance);
    if (column === 'startBalance') return plain(account.initialBalance);
    if (column === 'deadline')
      return account.monthlyDeadline === null ? '' : plain(account.monthlyDeadline);
    if (column === 'grossRate') return String(account.interestRate).replace('.', decimalMark);
    return cellText(line, column, (cents) => plain(cents), t);
  };
  return {
    headers: [
      ...PATRIMONY_COLUMNS.map((c) => t(`analysis.patrimony.${c}`)),
      t('analysis.patrimony.currency'),
    ],
    rows: groups.flatMap((group) =>
      group.lines.map((line) => [
        ...PATRIMONY_COLUMNS.map((c) => cell(line, c)),
        line.account.currency.abrv,
      ]),
    ),
    numeric: [...PATRIMONY_COLUMNS.map((c) => CSV_AMOUNTS.has(c) || c === 'grossRate'), false],
  } satisfies CsvSheet;
}

/** A line under the table: its label, and the amount written under the amount column. */
export interface PdfSum {
  label: string;
  amount: string;
}

export interface PdfGroup {
  label: string;
  rows: string[][];
  subtotal: PdfSum;
}

export interface PdfSheet {
  title: string;
  appName: string;
  headers: string[];
  /** Per column: right-aligned (a number). */
  numeric: boolean[];
  /** The column the subtotals and the total are written under. */
  amountColumn: number;
  groups: PdfGroup[];
  totals: PdfSum[];
}

export function patrimonyPdfSheet(
  groups: PatrimonyGroup[],
  worth: NetWorth | null,
  texts: { title: string; money: (cents: number, currency: string) => string; t: TFunction },
): PdfSheet {
  const { t, money } = texts;
  return {
    title: texts.title,
    appName: t('common.appName'),
    headers: PATRIMONY_COLUMNS.map((c) => t(`analysis.patrimony.${c}`)),
    numeric: PATRIMONY_COLUMNS.map((c) => NUMERIC_COLUMNS.has(c)),
    amountColumn: PATRIMONY_COLUMNS.indexOf('amount'),
    groups: groups.map((group) => {
      const type = t(`account.type.${group.type}`);
      return {
        label: type,
        rows: group.lines.map((line) => PATRIMONY_COLUMNS.map((c) => cellText(line, c, money, t))),
        subtotal: {
          label: t('analysis.patrimony.subtotal', { type }),
          amount: group.totals.map(({ cents, currency }) => money(cents, currency)).join(' · '),
        },
      };
    }),
    totals: worth ? convertedTotals(worth, money, t) : [],
  };
}

/** Under the PDF's table: today's net worth in the main currency, each other currency's part. */
function convertedTotals(
  worth: NetWorth,
  money: (cents: number, currency: string) => string,
  t: TFunction,
): PdfSum[] {
  const today = worth.points.at(-1);
  if (!today) return [];
  const parts = today.parts
    .filter((part) => part.currency !== worth.currency)
    .map((part) => ({
      label:
        part.converted === null
          ? t('netWorth.partWithoutRate', { amount: money(part.cents, part.currency) })
          : t('netWorth.part', {
              amount: money(part.cents, part.currency),
              converted: money(part.converted, worth.currency),
            }),
      amount: '',
    }));
  const rates = today.rateDay
    ? [{ label: t('netWorth.ratesOf', { day: formatIsoDate(today.rateDay, false) }), amount: '' }]
    : [];
  return [
    { label: t('analysis.patrimony.total'), amount: money(today.total, worth.currency) },
    ...parts,
    ...rates,
  ];
}
