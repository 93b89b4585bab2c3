import type { CsvLayout } from '../../../../contract/import-csv-layout';
import { BankFileError, type BankFile } from './bank-file';
import { cleanBankFile } from './clean-bank-file';
import { looksLikeCamt053, parseCamt053 } from './camt-parser';
import { detectCsvLayout } from './csv-layout';
import { parseCsv } from './csv-parser';
import { decodeText } from './decode-text';
import { looksLikeOfx, parseOfx } from './ofx-parser';
import { looksLikeQif, parseQif } from './qif-parser';

export interface BankFileRead {
  file: BankFile;
  /** CSV only: the layout read by (detected unless given), for the user to confirm. */
  csvLayout: CsvLayout | null;
  skippedRows: number;
}

function readCsv(text: string, layout: CsvLayout | null): BankFileRead {
  const used = layout ?? detectCsvLayout(text).layout;
  const { file, skippedRows } = parseCsv(text, used);
  return { file: cleanBankFile(file), csvLayout: used, skippedRows };
}

/**
 * Reads a bank file of any supported format, told by its content (not its name), its texts
 * cleaned of invisible characters. Anything unreadable throws a BankFileError with a message
 * code, never another error.
 */
export function readBankFile(bytes: Uint8Array, csvLayout: CsvLayout | null = null): BankFileRead {
  const text = decodeText(bytes);
  if (text.trim() === '') throw new BankFileError('import.file.empty');
  try {
    const other = (file: BankFile): BankFileRead => ({
      file: cleanBankFile(file),
      csvLayout: null,
      skippedRows: 0,
    });
    if (looksLikeOfx(text)) return other(parseOfx(text));
    if (looksLikeCamt053(text)) return other(parseCamt053(text));
    if (looksLikeQif(text)) return other(parseQif(text));
    if (text.trimStart().startsWith('<')) throw new BankFileError('import.file.unknownFormat');
    return readCsv(text, csvLayout);
  } catch (error) {
    if (error instanceof BankFileError) throw error;
    throw new BankFileError('import.file.unreadable');
  }
}
