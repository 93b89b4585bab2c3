import type { ImportTarget } from '../accounts/accounts-import.service';
import type { BankFileRead } from './formats/read-bank-file';
import { statementLines, type NewLine } from './import-lines-build';
import { readUpload } from './import-read';

/** An uploaded file read, with each statement's lines as the review stores them. */
export interface UploadReading {
  read: BankFileRead;
  statements: { lines: NewLine[]; skipped: number }[];
}

/** The CPU-heavy half of an upload (decoding, parsing, fingerprints): no database, no I/O. */
export function readUploadedFile(
  bytes: Uint8Array,
  target: ImportTarget | undefined,
): UploadReading {
  const read = readUpload(bytes, target);
  return { read, statements: read.file.statements.map(statementLines) };
}
