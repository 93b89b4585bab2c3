import type { BooksSource, ForeignBooks } from '../../../contract/books-import';

// The readers of other applications' exports (issue 28), one file each beside this one, tried in
// BOOK_READERS' order by content. A zip is unpacked before (unpack-book-files.ts): a reader gets
// the files it holds, or the one file sent.

export interface BookFile {
  /** The file's name as sent or as the archive names it (a reader may look at its ending). */
  name: string;
  bytes: Buffer;
}

export interface BookReadOptions {
  /** The password of an encrypted export (Kresus). */
  password?: string;
  /** Kresus derives an export's key from the password and its instance's KRESUS_SALT. */
  salt?: string;
}

export interface BookReader {
  source: BooksSource;
  /** Whether these files are this application's export, by their content. Cheap: no full read. */
  recognizes(files: readonly BookFile[]): boolean;
  /**
   * The foreign books the files hold. A damaged file, or one this reader cannot read after all,
   * throws AppError(422, BooksImportCode.invalidFile); nothing is written by a reader.
   */
  read(files: readonly BookFile[], options: BookReadOptions): Promise<ForeignBooks>;
}
