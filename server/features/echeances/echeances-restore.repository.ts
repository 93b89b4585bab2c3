import { bulkInsert, bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { Flag } from '../../db/schema';
import type { EcheanceWrite } from './echeances.repository';

export function insertPlans(
  db: Executor,
  rows: readonly (Omit<EcheanceWrite, 'autoSave'> & { userId: number; autoSave: Flag })[],
) {
  return bulkInsertReturningIds(db, 'echeances', rows);
}

export function insertParts(
  db: Executor,
  rows: readonly {
    userId: number;
    echeanceId: number;
    categoryId: number | null;
    amount: number;
    memo: string | null;
  }[],
) {
  return bulkInsertReturningIds(db, 'echeanceSplits', rows);
}

export function insertPartTags(
  db: Executor,
  rows: readonly { userId: number; echeanceSplitId: number; tagId: number }[],
) {
  return bulkInsert(db, 'echeanceSplitTags', rows);
}

export function insertPlanBudgets(
  db: Executor,
  rows: readonly { userId: number; echeanceId: number; budgetId: number }[],
) {
  return bulkInsert(db, 'echeanceBudgets', rows);
}

export function insertOccurrences(
  db: Executor,
  rows: readonly {
    userId: number;
    echeanceId: number;
    dueDate: string;
    state: 'SAVED' | 'MATCHED';
    operationId: number;
    createdAt: string;
  }[],
) {
  return bulkInsert(db, 'echeanceOccurrences', rows);
}
