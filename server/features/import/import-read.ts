import { csvLayoutSchema, type CsvLayout } from '../../../contract/import-csv-layout';
import { AppError } from '../../http/app-error';
import type { ImportTarget } from '../accounts/accounts-import.service';
import { BankFileError } from './formats/bank-file';
import { decodeText } from './formats/decode-text';
import { readBankFile, type BankFileRead } from './formats/read-bank-file';
import { ownExportOf, withOwnColumns, type OwnExport } from './import-own-export';

// An uploaded file read: a refusal answers its message code; a CSV Pécule exported is read as
// such; another CSV by the account's remembered mapping when it reads, else as detected.

export function readOrRefuse(bytes: Uint8Array, layout: CsvLayout | null = null): BankFileRead {
  try {
    return readBankFile(bytes, layout);
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

function readOwnExport(bytes: Uint8Array, text: string, own: OwnExport): BankFileRead {
  const read = readOrRefuse(bytes, own.layout);
  const statements = read.file.statements.map((s) => withOwnColumns(s, text, own));
  return { ...read, file: { ...read.file, statements } };
}

export function readUpload(bytes: Uint8Array, target: ImportTarget | undefined): BankFileRead {
  const read = readOrRefuse(bytes);
  if (read.file.format !== 'CSV') return read;
  const text = decodeText(bytes);
  const own = ownExportOf(text);
  if (own) return readOwnExport(bytes, text, own);
  const remembered = rememberedLayout(target);
  if (remembered === null) return read;
  try {
    return readBankFile(bytes, remembered);
  } catch {
    return read;
  }
}
