import { constants, gunzipSync } from 'node:zlib';
import type { BookFile, BookReader } from '../book-readers';
import { foreignBooksProblems } from '../foreign-books-checks';
import { invalidFile } from './gnucash-book';
import { mapBook } from './gnucash-mapping';
import { isGnucashSqlite, isSqlite, readGnucashSqlite } from './gnucash-sqlite';
import { GZIP_MAGIC, readGnucashXml } from './gnucash-xml';

// GnuCash's book as it saves it: an XML file (root gnc-v2), gzipped by default, or an SQLite
// database of its SQL backend.

const XML_ROOT = /<(?:gnc:)?gnc-v2[\s>]/;
const HEAD_BYTES = 4096;

/** The first few kilobytes of the text, inflating only the start of a gzipped file. */
function headOf(bytes: Buffer): string {
  if (!bytes.subarray(0, 2).equals(GZIP_MAGIC)) {
    return bytes.subarray(0, HEAD_BYTES).toString('utf8');
  }
  try {
    const start = bytes.subarray(0, HEAD_BYTES);
    return gunzipSync(start, { finishFlush: constants.Z_SYNC_FLUSH })
      .subarray(0, HEAD_BYTES)
      .toString('utf8');
  } catch {
    return '';
  }
}

const isGnucashXml = (bytes: Buffer) => XML_ROOT.test(headOf(bytes));

const isGnucashBook = (file: BookFile) => isGnucashXml(file.bytes) || isGnucashSqlite(file.bytes);

export const gnucashReader: BookReader = {
  source: 'GNUCASH',
  recognizes: (files) => files.some(isGnucashBook),
  read(files) {
    const file = files.find(isGnucashBook);
    if (!file) return Promise.reject(invalidFile());
    return new Promise((resolve) => {
      const book = isSqlite(file.bytes)
        ? readGnucashSqlite(file.bytes)
        : readGnucashXml(file.bytes);
      const books = mapBook(book);
      // A book whose accounts or transactions do not hold together is damaged: nothing of it.
      if (foreignBooksProblems(books).length > 0) throw invalidFile();
      resolve(books);
    });
  },
};
