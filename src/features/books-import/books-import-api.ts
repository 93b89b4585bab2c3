import type { BooksImportPreview, BooksImportResult } from '../../../contract/books-import';
import * as booksImportApi from '../../../contract/endpoints/books-import';
import { uploadToEndpoint } from '../../lib/api';

// The calls of the books import: the same form (the export, its password, the choices) is sent
// to preview, then to import; the server reads the file each time and writes only the second.

export interface BooksForm {
  file: File;
  password: string;
  salt: string;
  /** Per foreign account: one of the person's accounts, or null for a new one. */
  choices: Record<string, number | null>;
}

function formDataOf({ file, password, salt, choices }: BooksForm): FormData {
  const form = new FormData();
  if (password) form.append('password', password);
  if (salt) form.append('salt', salt);
  form.append('choices', JSON.stringify(choices));
  form.append('file', file);
  return form;
}

export const previewBooks = (form: BooksForm): Promise<BooksImportPreview> =>
  uploadToEndpoint(booksImportApi.previewBooksImport, {}, formDataOf(form));

export const importBooks = (form: BooksForm): Promise<BooksImportResult> =>
  uploadToEndpoint(booksImportApi.importBooks, {}, formDataOf(form));
