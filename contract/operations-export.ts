import { z } from 'zod';
import { functionality, FunctionalityCode, type AccessItem } from './access';
import { idSchema } from './ids';
import { MessageCode } from './message-codes';
import { OPERATION_IDS_MAX } from './operations';

// Bulk delete and export of operations (spec 001 §2, §7, §8; 000 §5, §8).

/** 1 to OPERATION_IDS_MAX operation ids, duplicates dropped; none answers `empty`. */
export const operationIds = (empty: string) =>
  z
    .array(idSchema, empty)
    .min(1, empty)
    .max(OPERATION_IDS_MAX)
    .transform((ids) => [...new Set(ids)]);

/** POST /api/operation/delete: the operations to delete (a transfer's other leg goes too). */
export const operationBulkDeleteSchema = z.object({ ids: operationIds(MessageCode.validation) });
export type OperationBulkDeleteRequest = z.infer<typeof operationBulkDeleteSchema>;

/** POST /api/operation/delete answers how many operations went (transfer legs included). */
export const operationBulkDeleteDtoSchema = z.object({ count: z.number().int().nonnegative() });

export const ExportFormat = { csv: 'CSV', pdf: 'PDF' } as const;
export type ExportFormat = (typeof ExportFormat)[keyof typeof ExportFormat];

/** What each format needs: CSV is refused to a profile without CSV_EXPORT (000 §5). */
export const EXPORT_ACCESS: Readonly<Record<ExportFormat, readonly AccessItem[]>> = {
  [ExportFormat.csv]: [functionality(FunctionalityCode.csvExport)],
  [ExportFormat.pdf]: [],
};

/**
 * POST /api/export/operations: the operations to export (`items`, their ids, in the order of the
 * screen) and the format. The file is made in the browser from the answer, the operations as
 * GET /api/operation shows them; no items is export.no.data.
 */
export const operationExportSchema = z.object({
  items: operationIds(MessageCode.exportNoData),
  format: z.enum([ExportFormat.csv, ExportFormat.pdf]).default(ExportFormat.csv),
});
export type OperationExportRequest = z.infer<typeof operationExportSchema>;
