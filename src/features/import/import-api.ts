import type { AxiosProgressEvent } from 'axios';
import * as importApi from '../../../contract/endpoints/import';
import type {
  ImportLineDto,
  ImportLineEdit,
  ImportIncorporationDto,
  ImportReportDto,
  ImportReportSummary,
  ImportUploadDto,
  DayMonthOrder,
  IncorporateDto,
  IncorporateRequest,
} from '../../../contract/import';
import type { CsvLayout } from '../../../contract/import-csv-layout';
import { callEndpoint, uploadToEndpoint } from '../../lib/api';

// The calls of the import area (spec 001 §7): bodies are the contract's shapes.

/** The multipart `file` of the upload; `onProgress` gets the share sent, 0 to 1. */
export async function uploadFile(
  file: File,
  accountId: number | null,
  onProgress: (share: number) => void,
): Promise<ImportUploadDto> {
  const form = new FormData();
  form.append('file', file);
  return uploadToEndpoint(
    importApi.uploadBankFile,
    { query: accountId === null ? {} : { accountId: String(accountId) } },
    form,
    { onUploadProgress: (event: AxiosProgressEvent) => onProgress(event.progress ?? 0) },
  );
}

export const fetchPendingReports = (): Promise<ImportReportSummary[]> =>
  callEndpoint(importApi.listReports, {});

const report = (importId: number) => ({ importId: String(importId) });

export const fetchReport = (importId: number): Promise<ImportReportDto> =>
  callEndpoint(importApi.getReport, { params: report(importId) });

export const deleteReport = (importId: number): Promise<void> =>
  callEndpoint(importApi.deleteReport, { params: report(importId) });

export const chooseReportAccount = (
  importId: number,
  accountId: number,
): Promise<ImportReportDto> =>
  callEndpoint(importApi.chooseReportAccount, { params: report(importId), body: { accountId } });

export const saveCsvLayout = (importId: number, layout: CsvLayout): Promise<ImportReportDto> =>
  callEndpoint(importApi.saveReportCsvLayout, { params: report(importId), body: layout });

export const saveDateOrder = (
  importId: number,
  dateOrder: DayMonthOrder,
): Promise<ImportReportDto> =>
  callEndpoint(importApi.saveReportDateOrder, { params: report(importId), body: { dateOrder } });

const line = (importedOperationId: number) => ({
  importedOperationId: String(importedOperationId),
});

export const editLine = (
  importedOperationId: number,
  edit: ImportLineEdit,
): Promise<ImportLineDto> =>
  callEndpoint(importApi.editLine, { params: line(importedOperationId), body: edit });

export const cancelTransfer = (importedOperationId: number): Promise<ImportLineDto> =>
  callEndpoint(importApi.cancelTransfer, { params: line(importedOperationId) });

/** Whether lines get this payee by its keywords; the pending lines follow at once. */
export async function setPayeeMatch(payeeId: number, excluded: boolean): Promise<number> {
  const answer = await callEndpoint(importApi.setPayeeMatch, {
    params: { payeeId: String(payeeId) },
    query: { excluded: excluded ? 'true' : 'false' },
  });
  return answer.updatedLines;
}

export const incorporate = (request: IncorporateRequest): Promise<IncorporateDto> =>
  callEndpoint(importApi.incorporate, { body: request });

export const fetchHistory = (accountId: number): Promise<ImportIncorporationDto[]> =>
  callEndpoint(importApi.listImportHistory, { query: { accountId: String(accountId) } });

export async function revertIncorporation(incorporationId: number): Promise<void> {
  await callEndpoint(importApi.revertIncorporation, {
    params: { incorporationId: String(incorporationId) },
  });
}

export const undoMerge = (operationId: number): Promise<ImportIncorporationDto> =>
  callEndpoint(importApi.undoMerge, { params: { operationId: String(operationId) } });
