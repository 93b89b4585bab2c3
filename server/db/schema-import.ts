import type { Generated } from 'kysely';
import type { Flag } from './schema-columns';

// The import review's tables (0002, reshaped by 0014). Money is integer cents.

export type ImportFormat = 'OFX' | 'QFX' | 'QIF' | 'CAMT053' | 'CSV';

/** One statement of an uploaded bank file under review (0002, reshaped by 0014). */
export interface ImportReportsTable {
  id: Generated<number>;
  userId: number;
  accountId: number | null;
  fileName: string | null;
  format: ImportFormat;
  createdAt: string;
  status: Generated<'PENDING' | 'INCORPORATED'>;
  /** Which statement of the file (a file may hold several accounts). */
  statementIndex: Generated<number>;
  accountNumber: string | null;
  currency: string | null;
  openingBalance: number | null;
  openingDate: string | null;
  closingBalance: number | null;
  closingDate: string | null;
  skippedRows: Generated<number>;
  /** CSV: the layout read by (JSON of contract/import-csv-layout.ts). */
  csvLayout: string | null;
  /** CSV and QIF: the file's text, read again with another layout or date order. */
  fileText: string | null;
  /** JSON list of the message codes of what the file says of itself (0030). */
  warnings: string | null;
  /** QIF: the day/month order its dates were read by; unsure when the file could not tell it. */
  dateOrder: 'DMY' | 'MDY' | null;
  dateOrderUnsure: Generated<Flag>;
}

export type ImportMatchKind = 'BANK_ID' | 'FINGERPRINT' | 'FUZZY' | 'PLANNED';

/** A line of a report under review (0014). */
export interface ImportedOperationsTable {
  id: Generated<number>;
  userId: number;
  importReportId: number;
  /** The line's place in the file. */
  lineIndex: number;
  date: string;
  valueDate: string;
  /** Signed cents, never 0. */
  amount: number;
  label: string;
  memo: string | null;
  /** The bank's own id of the line (0030 renamed fit_id). */
  bankId: string | null;
  fingerprint: string;
  occurrence: number;
  checkNumber: string | null;
  /** JSON of the file's split parts ({ amount, category, memo }[]), when it has some. */
  parts: string | null;
  /** JSON list of the review's notes on the line ({ code, written }), 0030. */
  notes: string | null;
  payeeId: number | null;
  categoryId: number | null;
  /** The operation of the account the line is (alreadyImported) or may be (merge proposal). */
  matchedOperationId: number | null;
  matchKind: ImportMatchKind | null;
  /** FUZZY: the line's date minus the operation's, in days, and label likeness 0–100. */
  matchDayGap: number | null;
  matchSimilarity: number | null;
  /** The other leg: an operation of another of the user's accounts. */
  transferOperationId: number | null;
  /** PLANNED: the due occurrence of a planned operation the line stands for. */
  echeanceId: number | null;
  echeanceDate: string | null;
  alreadyImported: Generated<Flag>;
  merge: Generated<Flag>;
  included: Generated<Flag>;
  /** Changed by the user: automatic payee assignment leaves it alone. */
  edited: Generated<Flag>;
}

/** One incorporation of lines into an account: the account's import history (0014). */
export interface ImportIncorporationsTable {
  id: Generated<number>;
  userId: number;
  accountId: number;
  fileName: string | null;
  format: ImportFormat;
  incorporatedAt: string;
  createdCount: number;
  mergedCount: number;
  closingBalance: number | null;
  closingDate: string | null;
  state: Generated<'DONE' | 'REVERTED'>;
  revertedAt: string | null;
}

/** What undoing needs of one line an incorporation wrote (0014). */
export interface ImportIncorporatedLinesTable {
  id: Generated<number>;
  userId: number;
  incorporationId: number;
  kind: 'CREATED' | 'MERGED';
  operationId: number;
  /** operations.version right after the incorporation: a later edit moves it. */
  operationVersion: number;
  previousBankId: string | null;
  previousFingerprint: string | null;
  previousOccurrence: number | null;
  date: string;
  valueDate: string;
  amount: number;
  label: string;
  memo: string | null;
  bankId: string | null;
  fingerprint: string;
  occurrence: number;
}

export interface ImportTables {
  importReports: ImportReportsTable;
  importedOperations: ImportedOperationsTable;
  importIncorporations: ImportIncorporationsTable;
  importIncorporatedLines: ImportIncorporatedLinesTable;
}
