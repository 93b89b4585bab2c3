import type { ColumnType, Generated } from 'kysely';
import type { BudgetType, OperationKind } from '../../contract/operations';
import type { Flag, FoldedText } from './schema-columns';

// Tables of migration 0002 (see its comments for the relations). Money is integer cents.

/** 1 credit, -1 debit; operation types also use 0 for either way. */
export type DebitCredit = -1 | 0 | 1;

export interface BankNamesTable {
  id: number;
  name: string;
}

export interface OperationTypesTable {
  id: number;
  name: string;
  debitCredit: DebitCredit;
  abrv: string;
}

export interface PreferencesTable {
  userId: number;
  currencyId: Generated<number>;
  mainAccountId: number | null;
  echeanceDelay: Generated<number>;
  simpleMode: Generated<Flag>;
  sortByDate: Generated<Flag>;
  /** Comma-separated category ids. */
  sortedCategoryIds: string | null;
  modeAutoImport: string | null;
  /** 0012: an ECHEANCE_CATCH_UP code of contract/echeance-settings.ts. */
  echeanceCatchUp: Generated<string>;
}

export interface BanksTable {
  id: Generated<number>;
  userId: number;
  name: string;
  bankNameId: number | null;
  biBankId: number | null;
}

export interface AccountsTable {
  id: Generated<number>;
  userId: number;
  bankId: number;
  name: string;
  number: string | null;
  iban: string | null;
  owner: string | null;
  /** An ACCOUNT_TYPES code of contract/accounts.ts. */
  type: Generated<string>;
  currencyId: Generated<number>;
  /** Yearly rate × 100 (basis points), 0 to 10000. */
  interestRateBp: Generated<number>;
  limitDate: string | null;
  favorite: Generated<Flag>;
  /** Instants (ISO UTC). */
  lastImportDate: string | null;
  biAccountId: number | null;
  biSyncError: string | null;
  lastBiSyncDate: string | null;
  tempoType: string | null;
  startDate: string | null;
  endDate: string | null;
  lastUpdateDate: string | null;
  initialBalance: Generated<number>;
  /** 0014: the CSV column mapping confirmed for the account (JSON of contract/import-csv-layout.ts). */
  importCsvLayout: Generated<string | null>;
  /** Loans: borrowed capital and monthly instalment, in cents. */
  initialCapital: number | null;
  monthlyDeadline: number | null;
  level: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  /** NULL for the template categories every user's tree is copied from. */
  userId: number | null;
  parentId: number | null;
  similarId: number | null;
  name: string;
  debitCredit: -1 | 1;
  enabled: Generated<Flag>;
  sortIndex: Generated<number>;
  level: number;
  /** Computed by the database (0004): level - 1 under a parent, else NULL. */
  parentLevel: ColumnType<number | null, never, never>;
  /** Computed by the database (0004): the id of a template, NULL for a user's category. */
  templateId: ColumnType<number | null, never, never>;
  /** 0007: 1 when the user created it, 0 for a copy of a template. */
  owned: Generated<Flag>;
  /** 0010: searchFold(name), written with the name. */
  nameFolded: FoldedText;
}

/** 0007: a template category's name in a language other than French (categories.name). */
export interface CategoryTemplateNamesTable {
  categoryId: number;
  language: string;
  name: string;
}

export interface PayeesTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** 0010: searchFold(name), written with the name. */
  nameFolded: FoldedText;
  debitCredit: Generated<DebitCredit>;
  isDefault: Generated<Flag>;
  creditCategoryId: number | null;
  debitCategoryId: number | null;
  amountCredit: number | null;
  amountDebit: number | null;
  /** 0014: never given to imported lines by its keywords. */
  importExcluded: Generated<Flag>;
}

export interface PayeeKeywordsTable {
  id: Generated<number>;
  userId: number;
  payeeId: number;
  keyword: string;
}

export interface PayeeSplitTemplatesTable {
  id: Generated<number>;
  userId: number;
  payeeId: number;
  debitCredit: -1 | 1;
  categoryId: number | null;
  amount: Generated<number>;
  /** Share × 100 (basis points). */
  percentageBp: number | null;
}

export interface PayeeTagsTable {
  userId: number;
  payeeId: number;
  tagId: number;
}

export interface PayeeSplitTemplateTagsTable {
  userId: number;
  splitTemplateId: number;
  tagId: number;
}

export interface TagsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  /** 0010: searchFold(name), written with the name. */
  nameFolded: FoldedText;
}

export interface OperationsTable {
  id: Generated<number>;
  userId: number;
  accountId: number;
  operationType: Generated<OperationKind>;
  /** The other leg of a transfer, which names this one back (0004); NULL for a simple one. */
  transferId: number | null;
  date: string;
  valueDate: string;
  /** Signed: negative for a debit. */
  amount: number;
  /** NULL, or 'P' when pointed. */
  state: 'P' | null;
  typeId: number | null;
  payeeId: number | null;
  memo: string | null;
  /** 0010: searchFold(memo), '' without a memo; written with the memo. */
  memoFolded: FoldedText;
  importReportId: number | null;
  echeanceId: number | null;
  /** 0014: the bank's own id of the line it was imported from, unique per account. */
  bankId: Generated<string | null>;
  /** 0014: the strict fingerprint and occurrence of that line, unique per account together. */
  fingerprint: Generated<string | null>;
  occurrence: Generated<number | null>;
  /** 0016: the aggregator's transaction id (unique per account) and whether it was pending. */
  biTransactionId: Generated<number | null>;
  biPending: Generated<Flag>;
  createdAt: string;
  updatedAt: string;
  /** Row version (0009): bumped by every change of the operation or its parts. */
  version: Generated<number>;
}

/** A part of an operation; accountId and valueDate copy the operation's and change with it. */
export interface SplitOperationsTable {
  id: Generated<number>;
  userId: number;
  operationId: number;
  accountId: number;
  /** NULL when the category is undefined. */
  categoryId: number | null;
  valueDate: string;
  amount: number;
  memo: string | null;
  /** 0010: searchFold(memo), '' without a memo; written with the memo. */
  memoFolded: FoldedText;
}

export interface SplitOperationTagsTable {
  userId: number;
  splitOperationId: number;
  tagId: number;
}

export interface EcheancesTable {
  id: Generated<number>;
  userId: number;
  accountId: number | null;
  toAccountId: number | null;
  beginDate: string;
  nextDate: string | null;
  /** An ECHEANCE_FREQUENCIES code of contract/echeances.ts. */
  frequency: Generated<string>;
  autoSave: Generated<Flag>;
  payeeId: number | null;
  typeId: number | null;
  amount: number;
  operationType: Generated<OperationKind>;
  memo: string | null;
}

export interface EcheanceSplitsTable {
  id: Generated<number>;
  userId: number;
  echeanceId: number;
  categoryId: number | null;
  amount: number;
  memo: string | null;
}

export interface EcheanceSplitTagsTable {
  userId: number;
  echeanceSplitId: number;
  tagId: number;
}

export interface EcheanceBudgetsTable {
  userId: number;
  echeanceId: number;
  budgetId: number;
}

/** 0012: an occurrence of a plan saved as an operation or matched with one. */
export interface EcheanceOccurrencesTable {
  id: Generated<number>;
  userId: number;
  echeanceId: number;
  dueDate: string;
  state: 'SAVED' | 'MATCHED';
  /** NULL only while the job writes the operation of an occurrence it has just claimed. */
  operationId: number | null;
  createdAt: string;
}

export interface BudgetsTable {
  id: Generated<number>;
  userId: number;
  name: string;
  type: Generated<BudgetType>;
  startDate: string;
  /** At most one favourite per user (unique partial index). */
  favorite: Generated<Flag>;
}

export interface BudgetAccountsTable {
  userId: number;
  budgetId: number;
  accountId: number;
}

/** 0013: a budget's goal for a category, every month (month NULL) or one 'yyyy-MM' month. */
export interface BudgetGoalsTable {
  id: Generated<number>;
  userId: number;
  budgetId: number;
  categoryId: number;
  month: string | null;
  /** Signed cents, never 0. */
  amount: number;
}

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
  /** CSV: the layout read by (JSON of contract/import-csv-layout.ts) and the file's text. */
  csvLayout: string | null;
  fileText: string | null;
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
  /** The bank's own id of the line. */
  fitId: string | null;
  fingerprint: string;
  occurrence: number;
  checkNumber: string | null;
  /** JSON of the file's split parts ({ amount, category, memo }[]), when it has some. */
  parts: string | null;
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

export interface FinanceTables {
  bankNames: BankNamesTable;
  operationTypes: OperationTypesTable;
  preferences: PreferencesTable;
  banks: BanksTable;
  accounts: AccountsTable;
  categories: CategoriesTable;
  categoryTemplateNames: CategoryTemplateNamesTable;
  payees: PayeesTable;
  payeeKeywords: PayeeKeywordsTable;
  payeeSplitTemplates: PayeeSplitTemplatesTable;
  payeeTags: PayeeTagsTable;
  payeeSplitTemplateTags: PayeeSplitTemplateTagsTable;
  tags: TagsTable;
  operations: OperationsTable;
  splitOperations: SplitOperationsTable;
  splitOperationTags: SplitOperationTagsTable;
  echeances: EcheancesTable;
  echeanceSplits: EcheanceSplitsTable;
  echeanceSplitTags: EcheanceSplitTagsTable;
  echeanceBudgets: EcheanceBudgetsTable;
  echeanceOccurrences: EcheanceOccurrencesTable;
  budgets: BudgetsTable;
  budgetAccounts: BudgetAccountsTable;
  budgetGoals: BudgetGoalsTable;
  importReports: ImportReportsTable;
  importedOperations: ImportedOperationsTable;
  importIncorporations: ImportIncorporationsTable;
  importIncorporatedLines: ImportIncorporatedLinesTable;
}
