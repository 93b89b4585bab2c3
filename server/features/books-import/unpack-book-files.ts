import { unzipSync } from 'fflate';
import { BOOKS_IMPORT_MAX_BYTES, BooksImportCode } from '../../../contract/books-import';
import { AppError } from '../../http/app-error';
import type { BookFile } from './book-readers';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const isZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_SIGNATURE);

const invalidFile = () => new AppError(422, BooksImportCode.invalidFile);

/**
 * The files a reader gets: those a zip holds (Actual's and YNAB's exports are archives), else
 * the one file sent. Folders are skipped; an archive that would unpack to more than the import
 * reads is refused before anything is inflated (its sizes are read from its directory).
 */
export function unpackBookFiles(upload: BookFile): BookFile[] {
  if (!isZip(upload.bytes)) return [upload];
  let unpackedBytes = 0;
  let tooLarge = false;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(upload.bytes, {
      filter: (entry) => {
        if (entry.name.endsWith('/')) return false;
        unpackedBytes += entry.originalSize;
        tooLarge ||= unpackedBytes > BOOKS_IMPORT_MAX_BYTES;
        return !tooLarge;
      },
    });
  } catch {
    throw invalidFile();
  }
  if (tooLarge) throw new AppError(413, BooksImportCode.tooLarge);
  return Object.entries(entries).map(([name, data]) => ({
    name,
    bytes: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
  }));
}
