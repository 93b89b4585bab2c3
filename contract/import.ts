import { z } from 'zod';
import { isoDateSchema } from './dates';
import { idParamSchema, idSchema } from './ids';
import { csvLayoutSchema } from './import-csv-layout';
import { MessageCode } from './message-codes';
import { amountSchema, centsSchema } from './money';
import { requiredText } from './required-text';

// The import of bank files (spec 001 §3 Import report and Imported operation, §4, §7).
// A file with several accounts gives one report per statement. The words that explain a match
// ("same bank id", "amount equal, date 2 days later, label 82 % alike") are built by the screen
// from `match`, in the user's language.

export const IMPORT_FORMATS = ['OFX', 'QFX', 'QIF', 'CAMT053', 'CSV'] as const;
export const importFormatSchema = z.enum(IMPORT_FORMATS);
export type ImportFormat = z.infer<typeof importFormatSchema>;

/** The largest file POST /api/import/upload takes (413 beyond). */
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** Rows of a CSV file shown for the user to confirm its column mapping. */
export const CSV_PREVIEW_ROWS = 8;

export const importIdParamsSchema = z.object({ importId: idParamSchema });
export const importedOperationIdParamsSchema = z.object({ importedOperationId: idParamSchema });
export const incorporationIdParamsSchema = z.object({ incorporationId: idParamSchema });
export const mergedOperationIdParamsSchema = z.object({ operationId: idParamSchema });

/** POST /api/import/upload?accountId=… (the accounts page's CSV import names its account). */
export const importUploadQuerySchema = z.object({ accountId: idParamSchema.optional() });

const balanceSchema = z.object({ amount: centsSchema, date: z.string().nullable() });

const accountRefSchema = z.object({ accountId: idSchema, name: z.string(), currency: z.string() });

/** A report in a list: what the file says of its statement. */
export const importReportSummarySchema = z.object({
  importReportId: idSchema,
  fileName: z.string().nullable(),
  format: importFormatSchema,
  createdAt: z.string(),
  statementIndex: z.number().int().nonnegative(),
  accountNumber: z.string().nullable(),
  currency: z.string().nullable(),
  lineCount: z.number().int().nonnegative(),
  account: accountRefSchema.nullable(),
});
export type ImportReportSummary = z.infer<typeof importReportSummarySchema>;

/** The answer of an upload: `result` false when the file was read but held no line. */
export const importUploadDtoSchema = z.object({
  result: z.boolean(),
  reports: z.array(importReportSummarySchema),
});
export type ImportUploadDto = z.infer<typeof importUploadDtoSchema>;

export const MATCH_KINDS = ['BANK_ID', 'FINGERPRINT', 'FUZZY', 'PLANNED'] as const;

/** Why a line is proposed as an existing operation (or a due planned one). */
export const importMatchSchema = z.object({
  kind: z.enum(MATCH_KINDS),
  /** FUZZY: the line's date minus the operation's, in days. */
  dayGap: z.number().int().nullable(),
  /** FUZZY: how alike the labels are, 0–100 %. */
  similarity: z.number().int().min(0).max(100).nullable(),
});
export type ImportMatch = z.infer<typeof importMatchSchema>;

/** An existing operation a line matches, or the other leg of a transfer. */
export const importOperationRefSchema = z.object({
  operationId: idSchema,
  accountId: idSchema,
  accountName: z.string(),
  date: z.string(),
  amount: centsSchema,
  /** The payee's name, else the memo, else ''. */
  label: z.string(),
});
export type ImportOperationRef = z.infer<typeof importOperationRefSchema>;

/** What the review says of one line: e.g. its amount rounded to the cent, as the file wrote it. */
export const importLineNoteSchema = z.object({
  code: z.string(),
  written: z.string().optional(),
});
export type ImportLineNote = z.infer<typeof importLineNoteSchema>;

export const DAY_MONTH_ORDERS = ['DMY', 'MDY'] as const;
export const dayMonthOrderSchema = z.enum(DAY_MONTH_ORDERS);
export type DayMonthOrder = z.infer<typeof dayMonthOrderSchema>;

/** POST /api/import/{importId}/date-order: the order the person chose for the file's dates. */
export const importDateOrderSchema = z.object({ dateOrder: dayMonthOrderSchema });

export const importedOperationDtoSchema = z.object({
  importedOperationId: idSchema,
  lineIndex: z.number().int().nonnegative(),
  date: z.string(),
  valueDate: z.string(),
  amount: centsSchema,
  label: z.string(),
  memo: z.string().nullable(),
  /** The bank's own id of the line (OFX FITID, CAMT reference). */
  bankId: z.string().nullable(),
  payee: z.object({ payeeId: idSchema, name: z.string() }).nullable(),
  category: z.object({ categoryId: idSchema, name: z.string() }).nullable(),
  /** The matched existing operation (spec: `operation`). */
  operation: importOperationRefSchema.nullable(),
  match: importMatchSchema.nullable(),
  /** Imported before (same bank id or fingerprint): never imported twice. */
  alreadyImported: z.boolean(),
  /** Incorporating merges the line into `operation` instead of creating one. */
  merge: z.boolean(),
  included: z.boolean(),
  edited: z.boolean(),
  /** The other leg in another of the user's accounts: incorporated as a transfer. */
  transfer: importOperationRefSchema.nullable(),
  /** The due occurrence of a planned operation the line stands for. */
  planned: z.object({ echeanceId: idSchema, date: z.string(), label: z.string() }).nullable(),
  notes: z.array(importLineNoteSchema),
});
export type ImportLineDto = z.infer<typeof importedOperationDtoSchema>;

export const importReportDtoSchema = importReportSummarySchema.extend({
  status: z.enum(['PENDING', 'INCORPORATED']),
  /** The user's account whose number, IBAN or last CSV layout fits the statement. */
  suggestedAccountId: idSchema.nullable(),
  opening: balanceSchema.nullable(),
  closing: balanceSchema.nullable(),
  skippedRows: z.number().int().nonnegative(),
  /** Message codes of what the file says of itself (import.warning.*), shown above the lines. */
  warnings: z.array(z.string()),
  /** QIF whose dates read both day-first and month-first: the order they were read by, and
   *  whether the person must still choose it (the lines are not incorporated before). */
  dateOrder: z.object({ order: dayMonthOrderSchema, unsure: z.boolean() }).nullable(),
  /** CSV: the mapping read by, the first rows to confirm it on, and whether the account's. */
  csv: z
    .object({
      layout: csvLayoutSchema,
      preview: z.array(z.array(z.string())),
      remembered: z.boolean(),
    })
    .nullable(),
  /** With an account: its balance now and after incorporating the included new lines. */
  balance: z
    .object({
      current: centsSchema,
      afterImport: centsSchema,
      /** The file's closing balance minus afterImport, when the file has one. */
      gap: centsSchema.nullable(),
    })
    .nullable(),
  operations: z.array(importedOperationDtoSchema),
});
export type ImportReportDto = z.infer<typeof importReportDtoSchema>;

/** POST /api/import/{importId}: the account the report goes to. */
export const importAccountSchema = z.object({ accountId: idSchema });

const editDate = isoDateSchema(MessageCode.operationDateInvalid);

/** POST /api/import/ope/{importedOperationId}: a line's fields, each optional. */
export const importedOperationEditSchema = z
  .object({
    date: editDate,
    valueDate: isoDateSchema(MessageCode.operationValueDateInvalid),
    amount: amountSchema.refine((a) => a !== 0, MessageCode.operationAmountRequired),
    label: requiredText(MessageCode.validation, 255),
    payeeId: idSchema.nullable(),
    categoryId: idSchema.nullable(),
    merge: z.boolean(),
    included: z.boolean(),
    /** true: the proposed match is wrong, the line is new. */
    cancelMatch: z.literal(true),
  })
  .partial();
export type ImportLineEdit = z.infer<typeof importedOperationEditSchema>;

/** POST /api/import/payeeMatch/{payeeId}?excluded=… */
export const payeeMatchQuerySchema = z.object({
  excluded: z.enum(['true', 'false']).transform((v) => v === 'true'),
});
export const payeeMatchDtoSchema = z.object({ updatedLines: z.number().int().nonnegative() });

/** POST /api/import/incorporate. ids: lines of one report; merge false creates every new line. */
export const incorporateSchema = z.object({
  accountId: idSchema,
  ids: z.array(idSchema).min(1).max(100_000),
  merge: z.boolean(),
  /** Remember the account's last import date and CSV layout. */
  updateAccount: z.boolean(),
});
export type IncorporateRequest = z.infer<typeof incorporateSchema>;

export const incorporateDtoSchema = z.object({
  incorporationId: idSchema.nullable(),
  created: z.number().int().nonnegative(),
  merged: z.number().int().nonnegative(),
  /** Lines imported before, left out. */
  skipped: z.number().int().nonnegative(),
  accountId: idSchema,
  /** The month to show the new lines in (yyyy-MM), the latest line's. */
  month: z.string().nullable(),
});
export type IncorporateDto = z.infer<typeof incorporateDtoSchema>;

/** GET /api/import/history?accountId=… */
export const importHistoryQuerySchema = z.object({ accountId: idParamSchema });

export const importMergeDtoSchema = z.object({
  operationId: idSchema,
  date: z.string(),
  amount: centsSchema,
  label: z.string(),
  /** The operation was not edited since. */
  undoable: z.boolean(),
});

export const importIncorporationDtoSchema = z.object({
  incorporationId: idSchema,
  accountId: idSchema,
  fileName: z.string().nullable(),
  format: importFormatSchema,
  incorporatedAt: z.string(),
  createdCount: z.number().int().nonnegative(),
  mergedCount: z.number().int().nonnegative(),
  closing: balanceSchema.nullable(),
  state: z.enum(['DONE', 'REVERTED']),
  revertedAt: z.string().nullable(),
  /** Done, and none of its lines edited or deleted since. */
  revertible: z.boolean(),
  merges: z.array(importMergeDtoSchema),
});
export type ImportIncorporationDto = z.infer<typeof importIncorporationDtoSchema>;

export const revertDtoSchema = z.object({
  removed: z.number().int().nonnegative(),
  restored: z.number().int().nonnegative(),
});
