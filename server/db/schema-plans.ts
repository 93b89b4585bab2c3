import type { Generated } from 'kysely';
import type { BudgetType, OperationKind } from '../../contract/operations';
import type { Flag } from './schema-columns';

// The plans' tables: planned operations (échéances) and budgets. Money is integer cents.

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

export interface PlanTables {
  echeances: EcheancesTable;
  echeanceSplits: EcheanceSplitsTable;
  echeanceSplitTags: EcheanceSplitTagsTable;
  echeanceBudgets: EcheanceBudgetsTable;
  echeanceOccurrences: EcheanceOccurrencesTable;
  budgets: BudgetsTable;
  budgetAccounts: BudgetAccountsTable;
  budgetGoals: BudgetGoalsTable;
}
