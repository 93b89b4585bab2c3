import { searchFold } from '../../../contract/operations-search';
import { bulkInsert, bulkInsertReturningIds } from '../../db/bulk-insert';
import type { Executor } from '../../db/database';
import type { PayeeValues } from './payees-write.repository';

export function insertPayees(db: Executor, userId: number, payees: readonly PayeeValues[]) {
  return bulkInsertReturningIds(
    db,
    'payees',
    payees.map((payee) => ({ ...payee, userId, nameFolded: searchFold(payee.name) })),
  );
}

export function insertKeywords(
  db: Executor,
  rows: readonly { userId: number; payeeId: number; keyword: string }[],
) {
  return bulkInsert(db, 'payeeKeywords', rows);
}

export function insertPayeeTags(
  db: Executor,
  rows: readonly { userId: number; payeeId: number; tagId: number }[],
) {
  return bulkInsert(db, 'payeeTags', rows);
}

export function insertTemplates(
  db: Executor,
  rows: readonly {
    userId: number;
    payeeId: number;
    debitCredit: -1 | 1;
    categoryId: number | null;
    amount: number;
    percentageBp: number | null;
  }[],
) {
  return bulkInsertReturningIds(db, 'payeeSplitTemplates', rows);
}

export function insertTemplateTags(
  db: Executor,
  rows: readonly { userId: number; splitTemplateId: number; tagId: number }[],
) {
  return bulkInsert(db, 'payeeSplitTemplateTags', rows);
}
