import type { ColumnType, Generated } from 'kysely';
import type { OperationKind } from '../../contract/operations';
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
}
