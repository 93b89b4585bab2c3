import type { OperationTypeDto } from '../../../contract/operation-types';
import type { Executor } from '../../db/database';
import * as repository from './operation-types.repository';

/** The reference list of operation types; the default type (-1) is no row (contract). */
export async function listOperationTypes(db: Executor): Promise<OperationTypeDto[]> {
  const rows = await repository.findOperationTypes(db);
  return rows.map(({ id, name, debitCredit, abrv }) => ({ typeId: id, name, debitCredit, abrv }));
}
