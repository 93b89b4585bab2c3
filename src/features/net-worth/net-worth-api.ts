import * as netWorthApi from '../../../contract/endpoints/net-worth';
import type { NetWorth } from '../../../contract/net-worth';
import { callEndpoint } from '../../lib/api';

/** GET /api/netWorth: month ends from `from` (or the first month with operations), then today. */
export const fetchNetWorth = (from?: string): Promise<NetWorth> =>
  callEndpoint(netWorthApi.getNetWorth, { query: from ? { from } : {} });
