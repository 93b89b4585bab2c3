import type { StatementDto, StatementFilter } from '../../../contract/statement';
import { api } from '../../lib/api';

export async function fetchStatement(filter: StatementFilter): Promise<StatementDto> {
  const list = (ids: readonly number[]) => (ids.length ? ids.join(',') : undefined);
  const params = {
    startDate: filter.startDate,
    endDate: filter.endDate,
    categoryIds: list(filter.categoryIds),
    payeeIds: list(filter.payeeIds),
    tagIds: list(filter.tagIds),
  };
  return (await api.get<StatementDto>('/api/echeances/statement', { params })).data;
}

/** POST /api/export/statement: the statement as a CSV file made by the server. */
export async function fetchStatementCsv(filter: StatementFilter): Promise<Blob> {
  const body = {
    startDate: filter.startDate,
    endDate: filter.endDate,
    categories: filter.categoryIds,
    payees: filter.payeeIds,
    tags: filter.tagIds,
  };
  return (await api.post<Blob>('/api/export/statement', body, { responseType: 'blob' })).data;
}
