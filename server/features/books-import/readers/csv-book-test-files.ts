import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookFile } from '../book-readers';
import { unpackBookFiles } from '../unpack-book-files';

// For the tests: the bank files of the import's fixtures (CSV, OFX, QIF, CAMT) and the other
// readers' fixtures, which no book reader may take for its own.

const BANK_FIXTURES = join(import.meta.dirname, '../../../test/fixtures/import');
const BOOK_FIXTURES = join(import.meta.dirname, '../fixtures');

export function bankFixtureFiles(): BookFile[] {
  return readdirSync(BANK_FIXTURES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: path, bytes: readFileSync(path) };
    });
}

/** Each fixture of the other sources' folders, as an upload gives it to a reader. */
export function otherReadersFixtures(ownFolder: string): BookFile[][] {
  return readdirSync(BOOK_FIXTURES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.md'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.startsWith(join(BOOK_FIXTURES, ownFolder)))
    .map((path) => unpackBookFiles({ name: path, bytes: readFileSync(path) }));
}
