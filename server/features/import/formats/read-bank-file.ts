import { MessageCode } from '../../../../contract/message-codes';
import { BankFileError } from './bank-file';
import {
  BANK_FILE_READERS,
  type BankFileReadOptions,
  type ReaderResult,
} from './bank-file-readers';
import { cleanBankFile } from './clean-bank-file';
import { decodeBankFile } from './decode-text';

export type { BankFileReadOptions } from './bank-file-readers';

export interface BankFileRead extends ReaderResult {
  /** The file's text, decoded once: what a second reading (another layout, a date order) reads. */
  text: string;
  /** The day/month order the person chose for the file's dates, when read by it. */
  dateOrder: 'DMY' | 'MDY' | null;
}

/**
 * Reads a bank file's text with the first reader of the registry that knows its content (not its
 * name), its texts cleaned of invisible characters. Anything unreadable throws a BankFileError
 * with a message code, never another error.
 */
export function readBankText(
  text: string,
  options: BankFileReadOptions = {},
  warnings: readonly string[] = [],
): BankFileRead {
  if (text.trim() === '') throw new BankFileError(MessageCode.importFileEmpty);
  const reader = BANK_FILE_READERS.find((candidate) => candidate.sniff(text));
  if (!reader) throw new BankFileError(MessageCode.importFileUnknownFormat);
  try {
    const read = reader.read(text, options);
    const fileWarnings = [...new Set([...warnings, ...(read.file.warnings ?? [])])];
    const file = { ...cleanBankFile(read.file), warnings: fileWarnings };
    return { ...read, text, dateOrder: options.dateOrder ?? null, file };
  } catch (error) {
    if (error instanceof BankFileError) throw error;
    throw new BankFileError(MessageCode.importFileUnreadable);
  }
}

/** Decodes a file's bytes once, then reads its text (readBankText). */
export function readBankFile(bytes: Uint8Array, options: BankFileReadOptions = {}): BankFileRead {
  const decoded = decodeBankFile(bytes);
  return readBankText(decoded.text, options, decoded.warnings);
}
