import { BooksImportCode, type ForeignBooks } from '../../../contract/books-import';
import { AppError } from '../../http/app-error';
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
