import type { AnalysisResult } from '../../../contract/analysis';
import type { OperationDto } from '../../../contract/operations-dto';
import { api } from '../../lib/api';

// The calls of the analysis screens (spec 002 §7): GET /api/analysis, and the operations of a
// category through the search (its subcategories included, -1 the undefined category).

/** The request fields of 002 §3 as query values; absent ones are left out. */
export type AnalysisParams = Record<string, string | number | boolean | undefined>;

const present = (params: AnalysisParams) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined));

export async function fetchAnalysis(params: AnalysisParams): Promise<AnalysisResult> {
  return (await api.get<AnalysisResult>('/api/analysis', { params: present(params) })).data;
}

export interface CategoryOperationsParams {
  /** null: the undefined category. */
  categoryId: number | null;
  accounts: number[];
  startDate: string;
  endDate: string;
}

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
