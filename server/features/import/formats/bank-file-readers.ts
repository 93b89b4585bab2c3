import type { ImportFormat } from '../../../../contract/import';
import type { CsvLayout } from '../../../../contract/import-csv-layout';
import { BANK_FILE_EXTENSIONS } from '../../../../contract/import-formats';
import type { BankFile, ReadOptions } from './bank-file';
import { looksLikeCamt053, parseCamt053 } from './camt-parser';
import { detectCsvLayout } from './csv-layout';
import { parseCsv } from './csv-parser';
import { looksLikeOfx, parseOfx } from './ofx-parser';
import { looksLikeQif, parseQif } from './qif-parser';

// The registry of readers, tried in order on a file's text: the first whose sniff knows the
// content reads it. A new format is one entry here and its endings in contract/import-formats.ts.

export interface BankFileReadOptions extends ReadOptions {
  /** CSV: the layout to read by; detected when not given. */
  csvLayout?: CsvLayout | null;
}

export interface ReaderResult {
  file: BankFile;
  /** CSV only: the layout read by, for the person to confirm. */
  csvLayout: CsvLayout | null;
  skippedRows: number;
}

export interface BankFileReader {
  formats: readonly ImportFormat[];
  extensions: readonly string[];
  sniff: (text: string) => boolean;
  read: (text: string, options: BankFileReadOptions) => ReaderResult;
}

const whole = (file: BankFile): ReaderResult => ({ file, csvLayout: null, skippedRows: 0 });

function reader(
  formats: readonly ImportFormat[],
  sniff: BankFileReader['sniff'],
  read: BankFileReader['read'],
): BankFileReader {
  return { formats, extensions: formats.flatMap((f) => BANK_FILE_EXTENSIONS[f]), sniff, read };
}

function readCsv(text: string, options: BankFileReadOptions): ReaderResult {
  const layout = options.csvLayout ?? detectCsvLayout(text).layout;
  const { file, skippedRows } = parseCsv(text, layout);
  return { file, csvLayout: layout, skippedRows };
}

export const BANK_FILE_READERS: readonly BankFileReader[] = [
  reader(['OFX', 'QFX'], looksLikeOfx, (text) => whole(parseOfx(text))),
  reader(['CAMT053'], looksLikeCamt053, (text) => whole(parseCamt053(text))),
  reader(['QIF'], looksLikeQif, (text, options) => whole(parseQif(text, options))),
  reader(['CSV'], (text) => !text.trimStart().startsWith('<'), readCsv),
];
