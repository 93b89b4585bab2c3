import type { AnalysisResult } from '../../../contract/analysis';
import * as analysisApi from '../../../contract/endpoints/analysis';
import * as netWorthApi from '../../../contract/endpoints/net-worth';
import type { NetWorth } from '../../../contract/net-worth';
import * as operationsApi from '../../../contract/endpoints/operations';
import type { OperationDto } from '../../../contract/operations-dto';
import { callEndpoint } from '../../lib/api';

// The calls of the analysis screens (spec 002 §7): GET /api/analysis, and the operations of a
// category through the search (its subcategories included, -1 the undefined category).

/** The request fields of 002 §3 as query values; absent ones are left out. */
export type AnalysisParams = analysisApi.AnalysisQueryInput;

export const fetchAnalysis = (params: AnalysisParams): Promise<AnalysisResult> =>
  callEndpoint(analysisApi.getAnalysis, { query: params });

/** GET /api/netWorth: month ends from `from` (or the first month with operations), then today. */
export const fetchNetWorth = (from?: string): Promise<NetWorth> =>
  callEndpoint(netWorthApi.getNetWorth, { query: from ? { from } : {} });

export interface CategoryOperationsParams {
  /** null: the undefined category. */
  categoryId: number | null;
  accounts: number[];
  startDate: string;
  endDate: string;
}

export const fetchCategoryOperations = (
  params: CategoryOperationsParams,
): Promise<OperationDto[]> =>
  callEndpoint(operationsApi.searchOperations, {
    query: {
      category: String(params.categoryId ?? -1),
      accounts: params.accounts.length ? params.accounts.join(',') : undefined,
      startDate: params.startDate,
      endDate: params.endDate,
      // The analysis sums by value date: the details list the same operations.
      byValueDate: 'true',
      size: 'all',
    },
  });
