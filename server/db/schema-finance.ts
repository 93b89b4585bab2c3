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

export interface ImportReportsTable {
  id: Generated<number>;
  userId: number;
  accountId: number | null;
  fileName: string | null;
  format: string;
  createdAt: string;
  status: Generated<string>;
}

export interface ImportedOperationsTable {
  id: Generated<number>;
  userId: number;
  importReportId: number;
  date: string;
  valueDate: string;
  amount: number;
  label: string;
  memo: string | null;
  fitId: string | null;
  payeeId: number | null;
  categoryId: number | null;
  matchedOperationId: number | null;
  merge: Generated<Flag>;
  transferOperationId: number | null;
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
}
