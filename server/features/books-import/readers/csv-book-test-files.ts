import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BookFile } from '../book-readers';

// For the tests: the bank files of the import's fixtures (CSV, OFX, QIF, CAMT), which no book
// reader may take for its own.

const BANK_FIXTURES = join(import.meta.dirname, '../../../test/fixtures/import');

export function bankFixtureFiles(): BookFile[] {
  return readdirSync(BANK_FIXTURES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: path, bytes: readFileSync(path) };
    });
}
