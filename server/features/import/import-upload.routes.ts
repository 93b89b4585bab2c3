import { Role } from '../../../contract/access';
import {
  IMPORT_MAX_BYTES,
  importUploadDtoSchema,
  importUploadQuerySchema,
} from '../../../contract/import';
import type { AppContext } from '../../app-context';
import { readUploadedFile } from '../../http/multipart';
import { defineRoute } from '../../http/route';
import { uploadBankFile } from './import-upload.service';

export function importUploadRoutes({ db, clock }: AppContext) {
  return [
    defineRoute({
      method: 'post',
      path: '/api/import/upload',
      access: [Role.user],
      summary:
        'Reads a bank file (CSV, OFX, QFX, QIF, CAMT.053; 10 MB at most): one report per statement',
      query: importUploadQuerySchema,
      upload: 'file',
      answer: importUploadDtoSchema,
      handle: async ({ userId, query, req }) => {
        const file = await readUploadedFile(req, { field: 'file', maxBytes: IMPORT_MAX_BYTES });
        return uploadBankFile(db.kysely, userId, file, query.accountId, clock());
      },
    }),
  ];
}
