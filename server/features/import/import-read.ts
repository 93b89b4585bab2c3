import { csvLayoutSchema, type CsvLayout } from '../../../contract/import-csv-layout';
import { AppError } from '../../http/app-error';
import type { ImportTarget } from '../accounts/accounts-import.service';
import { BankFileError } from './formats/bank-file';
import { decodeBankFile } from './formats/decode-text';
import {
  readBankText,
  type BankFileRead,
  type BankFileReadOptions,
} from './formats/read-bank-file';
import { ownExportOf, withOwnColumns } from './import-own-export';

// An uploaded file read, its bytes decoded once: a refusal answers its message code; a CSV Pécule
// exported is read as such; another CSV by the account's remembered mapping when it reads, else
// as detected.

/** Reads a stored text again (another CSV layout, a date order), a refusal as an AppError. */
export function readOrRefuse(
  text: string,
  options: BankFileReadOptions = {},
  warnings: readonly string[] = [],
): BankFileRead {
  try {
    return readBankText(text, options, warnings);
  } catch (error) {
    if (error instanceof BankFileError) throw AppError.badRequest(error.messageCode);
    throw error;
  }
}

export function rememberedLayout(target: ImportTarget | undefined): CsvLayout | null {
  if (!target?.importCsvLayout) return null;
  const parsed = csvLayoutSchema.safeParse(JSON.parse(target.importCsvLayout));
  return parsed.success ? parsed.data : null;
}

export function readUpload(bytes: Uint8Array, target: ImportTarget | undefined): BankFileRead {
  const { text, warnings } = decodeBankFile(bytes);
  const own = ownExportOf(text);
  if (own) {
    const read = readOrRefuse(text, { csvLayout: own.layout }, warnings);
    const statements = read.file.statements.map((s) => withOwnColumns(s, text, own));
    return { ...read, file: { ...read.file, statements } };
  }
  const remembered = rememberedLayout(target);
  if (remembered !== null) {
    try {
      return readOrRefuse(text, { csvLayout: remembered }, warnings);
    } catch {
      // The account's last mapping does not fit this file: it is read as detected.
    }
  }
  return readOrRefuse(text, {}, warnings);
}

/** What reading found, kept for the review and for reading the file again. */
export function readingOf(read: BankFileRead) {
  const { format, warnings = [], dateOrderUnsure = false } = read.file;
  return {
    csvLayout: read.csvLayout ? JSON.stringify(read.csvLayout) : null,
    fileText: format === 'CSV' || format === 'QIF' ? read.text : null,
    warnings: warnings.length > 0 ? JSON.stringify(warnings) : null,
    dateOrder: read.dateOrder ?? (dateOrderUnsure ? ('DMY' as const) : null),
    dateOrderUnsure: dateOrderUnsure ? (1 as const) : (0 as const),
  };
}
