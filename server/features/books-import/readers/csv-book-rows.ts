import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { BooksImportCode } from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';

// The CSV exports of Firefly III and YNAB: a header line naming the columns, then one row per
// line. A row holds no id of its own in YNAB's, hence the content keys below.

export const invalidBooksFile = () => new AppError(422, BooksImportCode.invalidFile);

export type CsvRecord = Readonly<Record<string, string>>;

const BOM = /^\uFEFF/;

/** The file's text, or a refusal when it is not UTF-8. */
export function utf8Text(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(BOM, '');
  } catch {
    throw invalidBooksFile();
  }
}

/** The first line of a file, read from its first bytes only (for `recognizes`). */
export function firstLine(bytes: Buffer): string {
  const head = bytes.subarray(0, 4096).toString('utf8').replace(BOM, '');
  return head.split(/\r?\n/, 1)[0] ?? '';
}

/** The header's column names, unquoted. */
export function headerNames(line: string): string[] {
  const { data } = Papa.parse<string[]>(line, { delimiter: ',' });
  return (data[0] ?? []).map((name) => name.trim());
}

/**
 * The rows keyed by the header's names. A row whose width is not the header's (a truncated or
 * damaged file), or a header lacking one of the required columns, refuses the file.
 */
export function csvRecords(text: string, required: readonly string[]): CsvRecord[] {
  const { data, errors } = Papa.parse<string[]>(text, { delimiter: ',', skipEmptyLines: true });
  const [header, ...rows] = data;
  const quoteErrors = errors.filter((error) => error.type === 'Quotes');
  if (!header || quoteErrors.length > 0) throw invalidBooksFile();
  const names = header.map((name) => name.trim());
  if (required.some((name) => !names.includes(name))) throw invalidBooksFile();
  return rows.map((row) => {
    if (row.length !== names.length) throw invalidBooksFile();
    return Object.fromEntries(names.map((name, index) => [name, row[index] ?? '']));
  });
}

/**
 * Keys for rows that carry no id: a hash of the content, plus its occurrence number among rows
 * of the same content, so two exports of the same books give the same keys.
 */
export function contentKeys(prefix: string): (content: unknown) => string {
  const seen = new Map<string, number>();
  return (content) => {
    const hash = createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 20);
    const occurrence = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, occurrence);
    return `${prefix}:${hash}:${occurrence}`;
  };
}
