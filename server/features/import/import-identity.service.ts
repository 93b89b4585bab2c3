import type { Executor } from '../../db/database';
import * as repository from './import-identity.repository';
import { chunks } from '../../db/chunks';

export type OperationIdentity = Awaited<ReturnType<typeof repository.findIdentityRows>>[number];

/** The user's operations among `ids` (the others are absent), read in chunks, by id. */
export async function operationIdentities(
  db: Executor,
  userId: number,
  ids: readonly number[],
): Promise<Map<number, OperationIdentity>> {
  const found = new Map<number, OperationIdentity>();
  for (const batch of chunks([...new Set(ids)])) {
    for (const row of await repository.findIdentityRows(db, userId, batch)) found.set(row.id, row);
  }
  return found;
}
