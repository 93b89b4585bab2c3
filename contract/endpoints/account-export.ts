import { accountExportQuerySchema } from '../account-export';
import { accountIdParamsSchema } from '../account-payloads';
import { endpoint } from '../endpoint';

/** Answers an OFX or QIF file (Content-Disposition attachment), not JSON. */
export const exportAccount = endpoint('get', '/api/account/:accountId/export', {
  params: accountIdParamsSchema,
  query: accountExportQuerySchema,
});
