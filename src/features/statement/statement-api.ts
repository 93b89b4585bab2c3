import type { StatementDto, StatementFilter } from '../../../contract/statement';
import * as statementApi from '../../../contract/endpoints/statement';
import { callEndpoint, endpointResponse } from '../../lib/api';

export async function fetchStatement(filter: StatementFilter): Promise<StatementDto> {
  const list = (ids: readonly number[]) => (ids.length ? ids.join(',') : undefined);
  const query = {
    startDate: filter.startDate,
    endDate: filter.endDate,
    categoryIds: list(filter.categoryIds),
    payeeIds: list(filter.payeeIds),
    tagIds: list(filter.tagIds),
  };
  return callEndpoint(statementApi.getStatement, { query });
}

/** POST /api/export/statement: the statement as a CSV file made by the server. */
export async function fetchStatementCsv(filter: StatementFilter): Promise<Blob> {
  const body = {
    startDate: filter.startDate,
    endDate: filter.endDate,
    categories: [...filter.categoryIds],
    payees: [...filter.payeeIds],
    tags: [...filter.tagIds],
  };
  const answer = await endpointResponse(
    statementApi.exportStatement,
    { body },
    { responseType: 'blob' },
  );
  return answer.data as Blob;
}
