import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BooksImportCode } from '../../../contract/books-import';
import { unpackBookFiles } from './unpack-book-files';

const text = (value: string) => new Uint8Array(Buffer.from(value));

describe('the files of an upload', () => {
  it('are those its zip holds, folders left out', () => {
    const zip = Buffer.from(
      zipSync({ 'budget/': {}, 'budget/metadata.json': text('{}'), 'db.sqlite': text('SQLite') }),
    );
    const files = unpackBookFiles({ name: 'export.zip', bytes: zip });
    expect(files.map((f) => [f.name, f.bytes.toString()])).toEqual([
      ['budget/metadata.json', '{}'],
      ['db.sqlite', 'SQLite'],
    ]);
  });

  it('is the one file sent when it is no zip', () => {
    const file = { name: 'book.xhb', bytes: Buffer.from('<homebank/>') };
    expect(unpackBookFiles(file)).toEqual([file]);
  });

  it('refuses a damaged zip', () => {
    const zip = Buffer.from(zipSync({ 'a.csv': text('x'.repeat(1000)) }));
    const damaged = { name: 'x.zip', bytes: zip.subarray(0, zip.length - 30) };
    expect(() => unpackBookFiles(damaged)).toThrow(
      expect.objectContaining({ status: 422, messageCode: BooksImportCode.invalidFile }),
    );
  });
});
