import type {
  ImportLineDto,
  ImportLineNote,
  ImportFormat,
  ImportOperationRef,
  ImportReportSummary,
} from '../../../contract/import';
import type { ImportTarget } from '../accounts/accounts-import.service';
import type { OperationRef } from './import-candidates.service';
import type { LineRead } from './import-reports.repository';
import type { findReports } from './import-reports.repository';

export type ReportRead = Awaited<ReturnType<typeof findReports>>[number];

const balanceOf = (amount: number | null, date: string | null) =>
  amount === null ? null : { amount, date };

export function summaryOf(
  report: ReportRead,
  accounts: ReadonlyMap<number, ImportTarget>,
): ImportReportSummary {
  const account = report.accountId === null ? undefined : accounts.get(report.accountId);
  return {
    importReportId: report.id,
    fileName: report.fileName,
    format: report.format as ImportFormat,
    createdAt: report.createdAt,
    statementIndex: report.statementIndex,
    accountNumber: report.accountNumber,
    currency: report.currency,
    lineCount: Number(report.lineCount ?? 0),
    account: account
      ? { accountId: account.accountId, name: account.name, currency: account.currency }
      : null,
  };
}

export const reportBalances = (report: ReportRead) => ({
  opening: balanceOf(report.openingBalance, report.openingDate),
  closing: balanceOf(report.closingBalance, report.closingDate),
});

function refOf(ref: OperationRef | undefined): ImportOperationRef | null {
  if (!ref) return null;
  const { id, accountId, accountName, date, amount, label } = ref;
  return { operationId: id, accountId, accountName, date, amount, label };
}

export interface LineContext {
  refs: ReadonlyMap<number, OperationRef>;
  plans: ReadonlyMap<number, string>;
}

export function lineDtoOf(line: LineRead, context: LineContext): ImportLineDto {
  const operation =
    line.matchedOperationId === null ? null : refOf(context.refs.get(line.matchedOperationId));
  const booksMatch = line.matchKind !== null && line.matchKind !== 'PLANNED';
  return {
    importedOperationId: line.id,
    lineIndex: line.lineIndex,
    date: line.date,
    valueDate: line.valueDate,
    amount: line.amount,
    label: line.label,
    memo: line.memo,
    bankId: line.bankId,
    payee: line.payeeId === null ? null : { payeeId: line.payeeId, name: line.payeeName ?? '' },
    category:
      line.categoryId === null
        ? null
        : { categoryId: line.categoryId, name: line.categoryName ?? '' },
    operation,
    match:
      line.matchKind === null || (booksMatch && operation === null)
        ? null
        : { kind: line.matchKind, dayGap: line.matchDayGap, similarity: line.matchSimilarity },
    alreadyImported: line.alreadyImported === 1,
    merge: line.merge === 1 && operation !== null,
    included: line.included === 1,
    edited: line.edited === 1,
    transfer:
      line.transferOperationId === null ? null : refOf(context.refs.get(line.transferOperationId)),
    planned:
      line.echeanceId === null || line.echeanceDate === null
        ? null
        : {
            echeanceId: line.echeanceId,
            date: line.echeanceDate,
            label: context.plans.get(line.echeanceId) ?? '',
          },
    notes: line.notes ? (JSON.parse(line.notes) as ImportLineNote[]) : [],
  };
}

/** What reading found: the file's warnings and, for a QIF read in a doubtful order, that order. */
export const readingFindings = (report: ReportRead) => ({
  warnings: report.warnings ? (JSON.parse(report.warnings) as string[]) : [],
  dateOrder:
    report.dateOrder === null
      ? null
      : { order: report.dateOrder, unsure: report.dateOrderUnsure === 1 },
});

/** What incorporating adds to the account: included lines neither imported before nor merged. */
export function addedByImport(lines: readonly ImportLineDto[]): number {
  return lines
    .filter((line) => line.included && !line.alreadyImported && !line.merge)
    .reduce((sum, line) => sum + line.amount, 0);
}
