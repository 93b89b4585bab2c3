import { Role } from '../../../contract/access';
import * as importApi from '../../../contract/endpoints/import';
import { IMPORT_MAX_BYTES } from '../../../contract/import';
import type { AppContext } from '../../app-context';
import { readUploadedFile } from '../../http/multipart';
import { defineRoute } from '../../http/route';
import { uploadOffThread } from './import-upload-off-thread';

export function importUploadRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(importApi.uploadBankFile, {
      access: [Role.user],
      summary:
        'Reads a bank file (CSV, OFX, QFX, QIF, CAMT.053; 10 MB at most): one report per statement',
      upload: 'file',
      handle: async ({ userId, query, req }) => {
        const file = await readUploadedFile(req, { field: 'file', maxBytes: IMPORT_MAX_BYTES });
        return uploadOffThread(db, userId, file, query.accountId, clock());
      },
    }),
  ];
}
