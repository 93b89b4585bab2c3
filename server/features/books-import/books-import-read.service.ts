import { BooksImportCode, type ForeignBooks } from '../../../contract/books-import';
import { AppError } from '../../http/app-error';
import { OFF_THREAD_BYTES, onWorker } from '../import/import-off-thread';
import { BOOK_READERS } from './book-reader-registry';
import type { BookFile, BookReadOptions } from './book-readers';
import { foreignBooksProblems } from './foreign-books-checks';
import { unpackBookFiles } from './unpack-book-files';

/**
 * The foreign books an upload holds: the reader that recognizes its files reads them, and what it
 * read must be sound (a damaged file may still parse into books that are not).
 */
export async function readForeignBooks(
  upload: BookFile,
  options: BookReadOptions,
): Promise<ForeignBooks> {
  const files = unpackBookFiles(upload);
  const reader = BOOK_READERS.find((candidate) => candidate.recognizes(files));
  if (!reader) throw new AppError(422, BooksImportCode.invalidFile);
  const books = await reader.read(files, options);
  if (foreignBooksProblems(books).length > 0) throw new AppError(422, BooksImportCode.invalidFile);
  return books;
}

/** As readForeignBooks, a big export on the import's worker thread: reading takes the CPU. */
export function readForeignBooksOffThread(
  upload: BookFile,
  options: BookReadOptions,
): Promise<ForeignBooks> {
  if (upload.bytes.length < OFF_THREAD_BYTES) return readForeignBooks(upload, options);
  return onWorker({ kind: 'readBooks', name: upload.name, bytes: upload.bytes, options });
}
