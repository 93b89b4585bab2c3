import type { AxiosProgressEvent } from 'axios';
import type {
  ImportedOperationDto,
  ImportedOperationEdit,
  ImportIncorporationDto,
  ImportReportDto,
  ImportReportSummary,
  ImportUploadDto,
  IncorporateDto,
  IncorporateRequest,
} from '../../../contract/import';
import type { CsvLayout } from '../../../contract/import-csv-layout';
import { api } from '../../lib/api';

// The calls of the import area (spec 001 §7): bodies are the contract's shapes.

/** POST /api/import/upload (multipart `file`); `onProgress` gets the share sent, 0 to 1. */
export async function uploadFile(
  file: File,
  accountId: number | null,
  onProgress: (share: number) => void,
): Promise<ImportUploadDto> {
  const body = new FormData();
  body.append('file', file);
  const answer = await api.post<ImportUploadDto>('/api/import/upload', body, {
    params: accountId === null ? {} : { accountId },
    onUploadProgress: (event: AxiosProgressEvent) => onProgress(event.progress ?? 0),
  });
  return answer.data;
}

export async function fetchPendingReports(): Promise<ImportReportSummary[]> {
  return (await api.get<ImportReportSummary[]>('/api/import')).data;
}

export async function fetchReport(importId: number): Promise<ImportReportDto> {
  return (await api.get<ImportReportDto>(`/api/import/${importId}`)).data;
}

export async function deleteReport(importId: number): Promise<void> {
  await api.delete(`/api/import/${importId}`);
}

export async function chooseReportAccount(
  importId: number,
  accountId: number,
): Promise<ImportReportDto> {
  return (await api.post<ImportReportDto>(`/api/import/${importId}`, { accountId })).data;
}

export async function saveCsvLayout(importId: number, layout: CsvLayout): Promise<ImportReportDto> {
  return (await api.post<ImportReportDto>(`/api/import/${importId}/csv-layout`, layout)).data;
}

export async function editLine(
  importedOperationId: number,
  edit: ImportedOperationEdit,
): Promise<ImportedOperationDto> {
  return (await api.post<ImportedOperationDto>(`/api/import/ope/${importedOperationId}`, edit))
    .data;
}

export async function cancelTransfer(importedOperationId: number): Promise<ImportedOperationDto> {
  const url = `/api/import/ope/${importedOperationId}/cancelTransferAssociation`;
  return (await api.post<ImportedOperationDto>(url)).data;
}

/** Whether lines get this payee by its keywords; the pending lines follow at once. */
export async function setPayeeMatch(payeeId: number, excluded: boolean): Promise<number> {
  const url = `/api/import/payeeMatch/${payeeId}?excluded=${excluded}`;
  return (await api.post<{ updatedLines: number }>(url)).data.updatedLines;
}

export async function incorporate(request: IncorporateRequest): Promise<IncorporateDto> {
  return (await api.post<IncorporateDto>('/api/import/incorporate', request)).data;
}

export async function fetchHistory(accountId: number): Promise<ImportIncorporationDto[]> {
  const answer = await api.get<ImportIncorporationDto[]>('/api/import/history', {
    params: { accountId },
  });
  return answer.data;
}

export async function revertIncorporation(incorporationId: number): Promise<void> {
  await api.post(`/api/import/history/${incorporationId}/revert`);
}

export async function undoMerge(operationId: number): Promise<ImportIncorporationDto> {
  return (await api.post<ImportIncorporationDto>(`/api/import/merge/${operationId}/undo`)).data;
}
