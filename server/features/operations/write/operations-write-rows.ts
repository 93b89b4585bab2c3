import type { Executor } from '../../../db/database';
import { AppError } from '../../../http/app-error';
import type { OperationInput } from './operations-write.model';
import * as parts from './operations-parts.repository';
import * as repository from './operations-write.repository';

// Writing one operation with its parts, for the changes of operations-write-changes.ts.

export async function findOne(trx: Executor, userId: number, id: number) {
  const [row] = await repository.findOperations(trx, userId, [id]);
  if (!row) throw AppError.notFound();
  return row;
}

/** Whether the two accounts of a transfer, both the user's, share a currency. */
export async function sameCurrency(trx: Executor, userId: number, a: number, b: number) {
  const rows = await repository.findAccountCurrencies(trx, userId, [a, b]);
  if (rows.length !== new Set([a, b]).size) throw AppError.notFound();
  return rows.every((row) => row.currencyId === rows[0]?.currencyId);
}

const partsOf = (id: number, operation: OperationInput, parts = operation.parts) => ({
  operationId: id,
  accountId: operation.accountId,
  valueDate: operation.valueDate,
  parts,
});

export async function create(
  trx: Executor,
  userId: number,
  operation: OperationInput,
  stamp: string,
) {
  const id = await repository.insertOperation(trx, userId, operation, stamp);
  await parts.insertParts(trx, userId, [partsOf(id, operation)]);
  return id;
}

export async function rewrite(
  trx: Executor,
  userId: number,
  id: number,
  operation: OperationInput,
  stamp: string,
) {
  await parts.deleteParts(trx, userId, [id]);
  await repository.updateOperation(trx, userId, id, operation, stamp);
  await parts.insertParts(trx, userId, [partsOf(id, operation)]);
}
