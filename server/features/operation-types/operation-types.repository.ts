import type { Executor } from '../../db/database';

export function findOperationTypes(db: Executor) {
  return db
    .selectFrom('operationTypes')
    .select(['id', 'name', 'debitCredit', 'abrv'])
    .orderBy('id')
    .execute();
}
