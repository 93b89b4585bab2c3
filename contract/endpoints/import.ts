import { z } from 'zod';
import { endpoint } from '../endpoint';
import { idParamSchema } from '../ids';
import {
  importAccountSchema,
  importedOperationDtoSchema,
  importedOperationEditSchema,
  importedOperationIdParamsSchema,
  importHistoryQuerySchema,
  importDateOrderSchema,
  importIdParamsSchema,
  importIncorporationDtoSchema,
  importReportDtoSchema,
  importReportSummarySchema,
  importUploadDtoSchema,
  importUploadQuerySchema,
  incorporateDtoSchema,
  incorporateSchema,
  incorporationIdParamsSchema,
  mergedOperationIdParamsSchema,
  payeeMatchDtoSchema,
  payeeMatchQuerySchema,
  revertDtoSchema,
} from '../import';
import { csvLayoutSchema } from '../import-csv-layout';

/** A multipart body carrying the bank file in its `file` field. */
export const uploadBankFile = endpoint('post', '/api/import/upload', {
  query: importUploadQuerySchema,
  answer: importUploadDtoSchema,
});

export const incorporate = endpoint('post', '/api/import/incorporate', {
  body: incorporateSchema,
  answer: incorporateDtoSchema,
});

export const listImportHistory = endpoint('get', '/api/import/history', {
  query: importHistoryQuerySchema,
  answer: z.array(importIncorporationDtoSchema),
});

export const revertIncorporation = endpoint('post', '/api/import/history/:incorporationId/revert', {
  params: incorporationIdParamsSchema,
  answer: revertDtoSchema,
});

export const undoMerge = endpoint('post', '/api/import/merge/:operationId/undo', {
  params: mergedOperationIdParamsSchema,
  answer: importIncorporationDtoSchema,
});

export const editLine = endpoint('post', '/api/import/ope/:importedOperationId', {
  params: importedOperationIdParamsSchema,
  body: importedOperationEditSchema,
  answer: importedOperationDtoSchema,
});

export const cancelTransfer = endpoint(
  'post',
  '/api/import/ope/:importedOperationId/cancelTransferAssociation',
  { params: importedOperationIdParamsSchema, answer: importedOperationDtoSchema },
);

export const setPayeeMatch = endpoint('post', '/api/import/payeeMatch/:payeeId', {
  params: z.object({ payeeId: idParamSchema }),
  query: payeeMatchQuerySchema,
  answer: payeeMatchDtoSchema,
});

export const listReports = endpoint('get', '/api/import', {
  answer: z.array(importReportSummarySchema),
});

export const saveReportCsvLayout = endpoint('post', '/api/import/:importId/csv-layout', {
  params: importIdParamsSchema,
  body: csvLayoutSchema,
  answer: importReportDtoSchema,
});

export const saveReportDateOrder = endpoint('post', '/api/import/:importId/date-order', {
  params: importIdParamsSchema,
  body: importDateOrderSchema,
  answer: importReportDtoSchema,
});

export const getReport = endpoint('get', '/api/import/:importId', {
  params: importIdParamsSchema,
  answer: importReportDtoSchema,
});

export const chooseReportAccount = endpoint('post', '/api/import/:importId', {
  params: importIdParamsSchema,
  body: importAccountSchema,
  answer: importReportDtoSchema,
});

export const deleteReport = endpoint('delete', '/api/import/:importId', {
  params: importIdParamsSchema,
});
