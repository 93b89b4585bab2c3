import type { Executor } from '../../db/database';
import { longWrite } from '../long-writes';
import type { BookReadOptions } from './book-readers';
import type { AccountChoices } from './books-import-plan';
import { readForeignBooks } from './books-import-read.service';
import { importForeignBooks, previewForeignBooks } from './books-import.service';

// A book of years (tens of thousands of transactions) takes seconds to read, plan and write: from
// LONG_BOOK_BYTES on, it is read and previewed or imported on the long writes' worker.

/** Uploads from this size on are read and written off the event loop. */
const LONG_BOOK_BYTES = 256 * 1024;

export interface BooksImportJob {
  userId: number;
  upload: { name: string; bytes: Uint8Array };
  secrets: BookReadOptions;
  choices: AccountChoices;
}

export const isLongBook = (job: BooksImportJob) => job.upload.bytes.length >= LONG_BOOK_BYTES;

const booksOf = ({ upload, secrets }: BooksImportJob) =>
  readForeignBooks({ name: upload.name, bytes: Buffer.from(upload.bytes) }, secrets);

export const booksPreviewLongWrite = longWrite(
  'booksPreview',
  async (db: Executor, job: BooksImportJob) =>
    previewForeignBooks(db, job.userId, await booksOf(job), job.choices),
);

export const booksImportLongWrite = longWrite(
  'booksImport',
  async (db: Executor, job: BooksImportJob) =>
    importForeignBooks(db, job.userId, await booksOf(job), job.choices),
);
