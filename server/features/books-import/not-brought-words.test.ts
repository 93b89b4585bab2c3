import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_BROUGHT_KINDS } from '../../../contract/books-import';

// What an import cannot bring is said in the person's language: every kind has its words in
// each language, the readers' details holding only the source's own names.

const LOCALES = path.join(import.meta.dirname, '../../../locales');

describe('the kinds of what an import cannot bring', () => {
  it('each have their words in every language', () => {
    for (const language of ['en', 'fr']) {
      const words = JSON.parse(
        fs.readFileSync(path.join(LOCALES, language, 'books-import.json'), 'utf8'),
      ) as Record<string, string>;
      const missing = NOT_BROUGHT_KINDS.filter((kind) => !words[`booksImport.notBrought.${kind}`]);
      expect(missing, language).toEqual([]);
    }
  });
});
