import { BooksImportCode, type ForeignBooks } from '../../../contract/books-import';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { OFF_THREAD_BYTES, onWorker } from '../import/import-off-thread';
import { BOOK_READERS } from './book-reader-registry';
import type { BookFile, BookReadOptions } from './book-readers';
import type { AccountChoices } from './books-import-plan';
import { importForeignBooks, previewForeignBooks } from './books-import.service';
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

/** Reads an export, then previews or imports it, where it runs (here, or the import's worker). */
export async function previewOrImportBooks(
  db: Executor,
  userId: number,
  action: 'preview' | 'import',
  upload: BookFile,
  options: BookReadOptions,
  choices: AccountChoices,
) {
  const books = await readForeignBooks(upload, options);
  return action === 'preview'
    ? previewForeignBooks(db, userId, books, choices)
    : importForeignBooks(db, userId, books, choices);
}

/**
 * As previewOrImportBooks, a big export on the import's worker thread through its own connection:
 * reading and writing tens of thousands of operations take the CPU, and on SQLite the connection,
 * for seconds; the server's event loop and connection go on answering everyone else meanwhile.
 */
export function booksOffThread(
  db: Db,
  userId: number,
  action: 'preview' | 'import',
  upload: BookFile,
  options: BookReadOptions,
  choices: AccountChoices,
) {
  if (db.sharedUrl === undefined || upload.bytes.length < OFF_THREAD_BYTES) {
    return previewOrImportBooks(db.kysely, userId, action, upload, options, choices);
  }
  const { name, bytes } = upload;
  const job = { kind: 'books', action, url: db.sharedUrl, userId, name, bytes, options } as const;
  return onWorker({ ...job, choices: { ...choices } });
}
