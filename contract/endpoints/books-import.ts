import { endpoint } from '../endpoint';
import { booksImportPreviewSchema, booksImportResultSchema } from '../books-import';

// Another application's export, as a multipart body: the file in its `file` field, beside it the
// text fields of booksImportFormSchema.

/** What the import would do, nothing written. */
export const previewBooksImport = endpoint('post', '/api/books-import/preview', {
  answer: booksImportPreviewSchema,
});

/** The import itself, in one transaction. */
export const importBooks = endpoint('post', '/api/books-import', {
  answer: booksImportResultSchema,
});
