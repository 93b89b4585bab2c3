import { Role } from '../../../contract/access';
import * as accountExportApi from '../../../contract/endpoints/account-export';
import type { AppContext } from '../../app-context';
import { compressFast } from '../../http/compress';
import { defineRoute } from '../../http/route';
import { runHeavyRead } from '../heavy-reads';
import { accountExportHeavyRead } from './account-export-heavy-read';

export function accountExportRoutes({ db, clock }: AppContext) {
  return [
    defineRoute(accountExportApi.exportAccount, {
      access: [Role.user],
      summary:
        'Every operation of the account as an OFX 2.1.1 or QIF file (docs/decisions/account-export.md)',
      reply: 'custom',
      produces: 'text/plain',
      before: [compressFast],
      handle: async ({ userId, params, query, res }) => {
        const file = await runHeavyRead(db, accountExportHeavyRead, {
          userId,
          accountId: params.accountId,
          format: query.format,
          exportedAt: clock(),
        });
        // attachment() types the answer by the name's extension: the type comes after.
        res.attachment(file.fileName).type(file.contentType).send(file.text);
      },
    }),
  ];
}
