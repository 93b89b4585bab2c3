import {
  BooksImportCode,
  foreignBooksSchema,
  type ForeignBooks,
} from '../../../../contract/books-import';
import { AppError } from '../../../http/app-error';
import type { BookFile, BookReader } from '../book-readers';
import { actualBooks } from './actual-books';
import { readActualRows } from './actual-database';

// Actual Budget's "Export data": a zip of the budget's db.sqlite and metadata.json, side by side
// at its root (or in one folder, as Actual's own import accepts). The reader gets them unpacked.

const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');

const invalidFile = () => new AppError(422, BooksImportCode.invalidFile);

const folderOf = (name: string, file: string) =>
  name === file || name.endsWith(`/${file}`) ? name.slice(0, -file.length) : null;

/** The export's db.sqlite and metadata.json, taken from one folder, the root first. */
function exportFiles(files: readonly BookFile[]) {
  const inFolder = (folder: string, file: string) =>
    files.find((f) => folderOf(f.name, file) === folder);
  const folders = files
    .map((f) => folderOf(f.name, 'db.sqlite'))
    .filter((folder) => folder !== null)
    .sort((a, b) => a.length - b.length);
  for (const folder of folders) {
    const database = inFolder(folder, 'db.sqlite');
    const metadata = inFolder(folder, 'metadata.json');
    if (database && metadata) return { database, metadata };
  }
  return null;
}

function booksOf(files: readonly BookFile[]): ForeignBooks {
  const found = exportFiles(files);
  if (!found || !found.database.bytes.subarray(0, 16).equals(SQLITE_HEADER)) throw invalidFile();
  const metadata: unknown = JSON.parse(found.metadata.bytes.toString('utf8'));
  if (typeof metadata !== 'object' || metadata === null) throw invalidFile();
  return foreignBooksSchema.parse(actualBooks(readActualRows(found.database.bytes)));
}

export const actualReader: BookReader = {
  source: 'ACTUAL',

  recognizes(files) {
    const found = exportFiles(files);
    return found !== null && found.database.bytes.subarray(0, 16).equals(SQLITE_HEADER);
  },

  async read(files) {
    try {
      return booksOf(files);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw invalidFile();
    }
  },
};
