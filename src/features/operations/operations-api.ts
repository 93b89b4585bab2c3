import type { OperationBulkDeleteRequest, ExportFormat } from '../../../contract/operations-export';
import type { OperationTypeDto } from '../../../contract/operation-types';
import { OPERATION_BALANCE_HEADER, type OperationKind } from '../../../contract/operations';
import type { OperationDto } from '../../../contract/operations-dto';
import type { OperationSavedDto } from '../../../contract/operations-save';
import type {
  StatementDto,
  StatementSaveRequest,
} from '../../../contract/operations-reconciliation';
import { api } from '../../lib/api';

// The calls of the operations area (spec 001 §7): bodies are the contract's input shapes.

export interface OperationListParams {
  accounts: number[];
  yearMonth: string;
  orderBy: 'date' | 'valueDate';
}

export interface OperationList {
  startBalance: number;
  operations: OperationDto[];
}

export async function fetchOperations(params: OperationListParams): Promise<OperationList> {
  const answer = await api.get<OperationDto[]>('/api/operation', {
    params: { ...params, accounts: params.accounts.join(',') },
  });
  return {
    startBalance: Number(answer.headers[OPERATION_BALANCE_HEADER.toLowerCase()] ?? 0),
    operations: answer.data,
  };
}

export interface BalanceParams {
  accounts: number[];
  pointedOnly?: boolean;
  startDate?: string;
  startValueDate?: string;
}

export async function fetchBalance({ accounts, pointedOnly, ...dates }: BalanceParams) {
  const params = { accounts: accounts.join(','), ...(pointedOnly ? { state: 'P' } : {}), ...dates };
  return (await api.get<{ balance: number }>('/api/operation/balance', { params })).data.balance;
}

export interface LoadedOperation {
  operation: OperationDto;
  etag: string | undefined;
}

export async function fetchOperation(kind: OperationKind, id: number): Promise<LoadedOperation> {
  const answer = await api.get<OperationDto>(`/api/operation/${kind}/${id}`);
  return { operation: answer.data, etag: answer.headers.etag as string | undefined };
}

export interface OperationSave {
  kind: OperationKind;
  /** null creates. */
  id: number | null;
  body: unknown;
  /** The ETag read with the operation: a later edit elsewhere answers 412. */
  etag?: string | undefined;
  idempotencyKey?: string | undefined;
}

export async function saveOperation(save: OperationSave): Promise<OperationSavedDto> {
  const headers: Record<string, string> = {};
  if (save.etag) headers['If-Match'] = save.etag;
  if (save.idempotencyKey) headers['Idempotency-Key'] = save.idempotencyKey;
  const path = `/api/operation/${save.kind}/${save.id ?? 0}`;
  return (await api.post<OperationSavedDto>(path, save.body, { headers })).data;
}

export async function deleteOperation(kind: OperationKind, id: number, etag?: string) {
  const headers = etag ? { 'If-Match': etag } : undefined;
  await api.delete(`/api/operation/${kind}/${id}`, { headers });
}

export async function deleteOperations(
  request: OperationBulkDeleteRequest,
  idempotencyKey: string,
): Promise<number> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return (await api.post<{ count: number }>('/api/operation/delete', request, { headers })).data
    .count;
}

/** Points (state P) or unpoints (null) operations at once; answers how many changed. */
export async function pointOperations(ids: number[], state: 'P' | null): Promise<number> {
  return (await api.post<{ count: number }>('/api/operation/point', { ids, state })).data.count;
}

/** Search filters as GET /api/operation/search reads them (strings, contract names). */
export type SearchParams = Record<string, string>;

export async function searchOperations(params: SearchParams): Promise<OperationDto[]> {
  return (await api.get<OperationDto[]>('/api/operation/search', { params })).data;
}

export async function countSearch(params: SearchParams): Promise<number> {
  return (await api.get<{ count: number }>('/api/operation/search/count', { params })).data.count;
}

/** The operations to put in a file, as the list shows them; CSV needs CSV_EXPORT. */
export async function fetchExport(items: number[], format: ExportFormat): Promise<OperationDto[]> {
  return (await api.post<OperationDto[]>('/api/export/operations', { items, format })).data;
}

export async function fetchLastStatement(accountId: number): Promise<StatementDto | null> {
  return (await api.get<StatementDto | null>(`/api/account/${accountId}/statement`)).data;
}

export async function saveStatement(
  accountId: number,
  statement: StatementSaveRequest,
): Promise<StatementDto> {
  return (await api.post<StatementDto>(`/api/account/${accountId}/statement`, statement)).data;
}

/** GET /api/type: the operation types the modals offer. */
export async function fetchOperationTypes(): Promise<OperationTypeDto[]> {
  return (await api.get<OperationTypeDto[]>('/api/type')).data;
}

/** POST /api/payees/format: a payee name suggested from an operation's text. */
export async function formatPayeeName(label: string): Promise<string> {
  return (await api.post<{ name: string }>('/api/payees/format', { label })).data.name;
}
