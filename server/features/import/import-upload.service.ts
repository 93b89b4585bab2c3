import type { ImportUploadDto } from '../../../contract/import';
import { MessageCode } from '../../../contract/message-codes';
import { stripInvisibleCharacters } from '../../../contract/text';
import { breathe } from '../../db/breathe';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import type { UploadedFile } from '../../http/multipart';
import { listImportTargets, type ImportTarget } from '../accounts/accounts-import.service';
import { readingOf } from './import-read';
import { readUploadedFileOffThread } from './import-off-thread';
import type { UploadReading } from './import-upload-reading';
import { categoryFinder } from './import-categories.service';
import { listReports } from './import-reports.service';
import { storeStatements, type StatementToStore } from './import-store.service';
import { statementAccounts } from './import-target-account';

// POST /api/import/upload: the file read (nothing stored when it cannot be), one report per
// statement that holds lines, each matched against its account when one is known.

/** The name the browser gave the file, as a person can read it. */
const cleanFileName = (name: string | null | undefined): string | null =>
  name ? stripInvisibleCharacters(name).slice(0, 255) || null : null;

function statementsToStore(
  { read, statements }: UploadReading,
  upload: UploadedFile,
  targets: readonly ImportTarget[],
  uploadedTo: ImportTarget | undefined,
  createdAt: string,
): StatementToStore[] {
  const kept = read.file.statements
    .map((statement, statementIndex) => ({
      statement,
      statementIndex,
      ...statements[statementIndex]!,
    }))
    .filter(({ lines }) => lines.length > 0);
  const numbers = kept.map(({ statement }) => statement.account.number);
  const accountIds = statementAccounts(numbers, targets, uploadedTo);
  return kept.map(({ statement, statementIndex, lines, skipped }, i) => {
    const report = {
      accountId: accountIds[i]!,
      fileName: cleanFileName(upload.fileName),
      format: read.file.format,
      createdAt,
      statementIndex,
      accountNumber: statement.account.number?.slice(0, 50) ?? null,
      currency: statement.currency?.slice(0, 3) ?? null,
      openingBalance: statement.opening?.amount ?? null,
      openingDate: statement.opening?.date ?? null,
      closingBalance: statement.closing?.amount ?? null,
      closingDate: statement.closing?.date ?? null,
      skippedRows: skipped + read.skippedRows,
      ...readingOf(read),
    };
    return { report, lines };
  });
}

export async function uploadBankFile(
  db: Executor,
  userId: number,
  upload: UploadedFile | null,
  accountId: number | undefined,
  now: number,
  read: typeof readUploadedFileOffThread = readUploadedFileOffThread,
): Promise<ImportUploadDto> {
  if (upload === null) throw AppError.badRequest(MessageCode.importFileMissing);
  const targets = await listImportTargets(db, userId);
  const target = targets.find((account) => account.accountId === accountId);
  if (accountId !== undefined && !target) throw AppError.notFound();
  const reading = await read(upload.bytes, target);
  await breathe();
  const createdAt = new Date(now).toISOString();
  const statements = statementsToStore(reading, upload, targets, target, createdAt);
  if (statements.length === 0) {
    if (accountId !== undefined) throw AppError.badRequest(MessageCode.accountImportCsvError);
    return { result: false, reports: [] };
  }
  const ids = await storeStatements(db, userId, statements, await categoryFinder(db, userId));
  const reports = await listReports(db, userId);
  return { result: true, reports: reports.filter((r) => ids.includes(r.importReportId)) };
}
