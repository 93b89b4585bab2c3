import * as operationTypesApi from '../../../contract/endpoints/operation-types';
import * as operationsApi from '../../../contract/endpoints/operations';
import * as ratesApi from '../../../contract/endpoints/exchange-rates';
import type { DayRate } from '../../../contract/exchange-rates';
import type { OperationBulkDeleteRequest, ExportFormat } from '../../../contract/operations-export';
import type { OperationTypeDto } from '../../../contract/operation-types';
import {
  OPERATION_BALANCE_HEADER,
  POINTED,
  type OperationKind,
} from '../../../contract/operations';
import type { OperationDto } from '../../../contract/operations-dto';
import type { OperationSavedDto } from '../../../contract/operations-save';
import type {
  StatementDto,
  StatementSaveRequest,
} from '../../../contract/operations-reconciliation';
import { callEndpoint, endpointResponse } from '../../lib/api';

// The calls of the operations area (spec 001 §7): bodies are the contract's input shapes.

export interface DayRateParams {
  /** Currency ids. */
  from: number;
  to: number;
  day: string;
}

/** The rate a conversion of that day uses (the transfer modal's proposal). */
export const fetchDayRate = ({ from, to, day }: DayRateParams): Promise<DayRate> =>
  callEndpoint(ratesApi.rateOfDay, { query: { from: String(from), to: String(to), day } });

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
  const answer = await endpointResponse(operationsApi.listOperations, {
    query: { ...params, accounts: params.accounts.join(',') },
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
  const query = {
    accounts: accounts.join(','),
    ...(pointedOnly ? { state: POINTED } : {}),
    ...dates,
  };
  return (await callEndpoint(operationsApi.getOperationsBalance, { query })).balance;
}

export interface LoadedOperation {
  operation: OperationDto;
  etag: string | undefined;
}

export async function fetchOperation(kind: OperationKind, id: number): Promise<LoadedOperation> {
  const answer = await endpointResponse(operationsApi.getOperation, {
    params: { operationType: kind, operationId: String(id) },
  });
  return {
    operation: answer.data,
    etag: answer.headers.etag as string | undefined,
  };
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
  const params = { operationType: save.kind, operationId: String(save.id ?? 0) };
  return callEndpoint(operationsApi.saveOperation, { params, body: save.body }, { headers });
}

export async function deleteOperation(kind: OperationKind, id: number, etag?: string) {
  const headers = etag ? { 'If-Match': etag } : undefined;
  const params = { operationType: kind, operationId: String(id) };
  await callEndpoint(operationsApi.deleteOperation, { params }, { headers });
}

export async function deleteOperations(
  request: OperationBulkDeleteRequest,
  idempotencyKey: string,
): Promise<number> {
  const headers = { 'Idempotency-Key': idempotencyKey };
  return (await callEndpoint(operationsApi.deleteOperations, { body: request }, { headers })).count;
}

/** Points (state P) or unpoints (null) operations at once; answers how many changed. */
export async function pointOperations(ids: number[], state: 'P' | null): Promise<number> {
  return (await callEndpoint(operationsApi.pointOperations, { body: { ids, state } })).count;
}

/** Search filters as GET /api/operation/search reads them (strings, contract names). */
export type SearchParams = Record<string, string>;

export async function searchOperations(params: SearchParams): Promise<OperationDto[]> {
  return callEndpoint(operationsApi.searchOperations, { query: params });
}

export async function countSearch(params: SearchParams): Promise<number> {
  return (await callEndpoint(operationsApi.countSearchOperations, { query: params })).count;
}

/** The operations to put in a file, as the list shows them; CSV needs CSV_EXPORT. */
export async function fetchExport(items: number[], format: ExportFormat): Promise<OperationDto[]> {
  return callEndpoint(operationsApi.exportOperations, { body: { items, format } });
}

export async function fetchLastStatement(accountId: number): Promise<StatementDto | null> {
  return callEndpoint(operationsApi.getLastStatement, {
    params: { accountId: String(accountId) },
  });
}

export async function saveStatement(
  accountId: number,
  statement: StatementSaveRequest,
): Promise<StatementDto> {
  return callEndpoint(operationsApi.saveStatement, {
    params: { accountId: String(accountId) },
    body: statement,
  });
}

/** GET /api/type: the operation types the modals offer. */
export async function fetchOperationTypes(): Promise<OperationTypeDto[]> {
  return callEndpoint(operationTypesApi.listOperationTypes, {});
}
