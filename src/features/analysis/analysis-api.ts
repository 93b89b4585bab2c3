import type { AnalysisResult } from '../../../contract/analysis';
import * as analysisApi from '../../../contract/endpoints/analysis';
import type { OperationDto } from '../../../contract/operations-dto';
import { api, callEndpoint } from '../../lib/api';

// The calls of the analysis screens (spec 002 §7): GET /api/analysis, and the operations of a
// category through the search (its subcategories included, -1 the undefined category).

/** The request fields of 002 §3 as query values; absent ones are left out. */
export type AnalysisParams = analysisApi.AnalysisQueryInput;

export const fetchAnalysis = (params: AnalysisParams): Promise<AnalysisResult> =>
  callEndpoint(analysisApi.getAnalysis, { query: params });

export interface CategoryOperationsParams {
  /** null: the undefined category. */
  categoryId: number | null;
  accounts: number[];
  startDate: string;
  endDate: string;
}

const present = (params: Record<string, string | number | boolean | undefined>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

export async function fetchCategoryOperations(
  params: CategoryOperationsParams,
): Promise<OperationDto[]> {
  const query = present({
    category: params.categoryId ?? -1,
    accounts: params.accounts.length ? params.accounts.join(',') : undefined,
    startDate: params.startDate,
    endDate: params.endDate,
    // The analysis sums by value date: the details list the same operations.
    byValueDate: true,
    size: 'all',
  });
  return (await api.get<OperationDto[]>('/api/operation/search', { params: query })).data;
}
