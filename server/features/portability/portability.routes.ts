import { once } from 'node:events';
import { Role } from '../../../contract/access';
import * as portabilityApi from '../../../contract/endpoints/portability';
import { PORTABILITY_MAX_BYTES } from '../../../contract/portability';
import type { AppContext } from '../../app-context';
import { compress } from '../../http/compress';
import { readUploadedFile } from '../../http/multipart';
import { defineRoute } from '../../http/route';
import { exportDocument } from './portability-export.service';
import { importDocument } from './portability-import.service';

export function portabilityRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(portabilityApi.exportData, {
      access: [Role.user],
      summary:
        'All the data the user owns as one JSON document (docs/data-format.md), streamed as a file',
      reply: 'custom',
      produces: 'application/json',
      before: [compress],
      handle: async ({ userId, res }) => {
        const now = new Date(clock());
        const pieces = await exportDocument(db.kysely, userId, now);
        res
          .type('application/json; charset=utf-8')
          .attachment(`pecule-export-${now.toISOString().slice(0, 10)}.json`);
        for (const piece of pieces) {
          if (!res.write(piece)) await once(res, 'drain');
        }
        res.end();
      },
    }),
    defineRoute(portabilityApi.importData, {
      access: [Role.user],
      summary:
        'Imports an exported document into the user’s account, which must hold no books yet; all or nothing',
      upload: 'file',
      handle: async ({ userId, req }) => {
        const file = await readUploadedFile(req, {
          field: 'file',
          maxBytes: PORTABILITY_MAX_BYTES,
        });
        return importDocument(db.kysely, userId, file?.bytes ?? null, new Date(clock()));
      },
    }),
  ];
}
