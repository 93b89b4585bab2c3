import type { TFunction } from 'i18next';
import type { ImportReportSummary } from '../../../contract/import';

const SHORT_NUMBER = 8;

/** A long account number by its last four signs: the full one shows on the review. */
export function shortAccountNumber(number: string | null): string {
  if (number === null) return '—';
  return number.length > SHORT_NUMBER ? `…${number.slice(-4)}` : number;
}

/** How a pending report is named in the review's select and the presentation's list. */
export function reportLabel(t: TFunction, report: ImportReportSummary): string {
  return t('importScreen.report.option', {
    file: report.fileName ?? t('importScreen.report.noName'),
    number: shortAccountNumber(report.accountNumber),
    count: report.lineCount,
  });
}
