import type { Request } from 'express';
import { Role } from '../../../contract/access';
import {
  BOOKS_IMPORT_MAX_BYTES,
  BooksImportCode,
  booksImportChoicesSchema,
  booksImportFormSchema,
} from '../../../contract/books-import';
import * as booksImportApi from '../../../contract/endpoints/books-import';
import type { AppContext } from '../../app-context';
import { AppError } from '../../http/app-error';
import { readUploadedForm } from '../../http/multipart';
import { defineRoute } from '../../http/route';
import { runLongWrite } from '../long-writes';
import {
  booksImportLongWrite,
  booksPreviewLongWrite,
  isLongBook,
  type BooksImportJob,
} from './books-import-long-write';

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw AppError.badRequest();
  }
}

function choicesOf(text: string | undefined) {
  if (text === undefined) return {};
  const parsed = booksImportChoicesSchema.safeParse(jsonOf(text));
  if (!parsed.success) throw AppError.badRequest();
  return parsed.data;
}

/** The form's file, its password and the person's choices. */
async function jobOf(req: Request, userId: number): Promise<BooksImportJob> {
  const { file, fields } = await readUploadedForm(req, {
    field: 'file',
    maxBytes: BOOKS_IMPORT_MAX_BYTES,
  });
  const form = booksImportFormSchema.safeParse(fields);
  if (!form.success) throw AppError.badRequest();
  if (!file) throw AppError.badRequest(BooksImportCode.noFile);
  const { password, salt, choices } = form.data;
  const upload = { name: file.fileName ?? '', bytes: file.bytes };
  return { userId, upload, secrets: { password, salt }, choices: choicesOf(choices) };
}

export function booksImportRoutes({ db }: AppContext) {
  return [
    defineRoute(booksImportApi.previewBooksImport, {
      access: [Role.user],
      summary: 'What importing another application’s export would bring, nothing written',
      upload: 'file',
      handle: async ({ userId, req }) => {
        const job = await jobOf(req, userId);
        return runLongWrite(db, booksPreviewLongWrite, job, isLongBook(job));
      },
    }),
    defineRoute(booksImportApi.importBooks, {
      access: [Role.user],
      summary: 'Imports another application’s export into the user’s books; all or nothing',
      upload: 'file',
      handle: async ({ userId, req }) => {
        const job = await jobOf(req, userId);
        return runLongWrite(db, booksImportLongWrite, job, isLongBook(job));
      },
    }),
  ];
}
