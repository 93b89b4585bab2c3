import type { Executor } from '../../db/database';

// What the import history reads of the operations it wrote: their version, bank identity and
// transfer link.

export function findIdentityRows(db: Executor, userId: number, ids: readonly number[]) {
  return db
    .selectFrom('operations')
    .select(['id', 'accountId', 'version', 'bankId', 'fingerprint', 'occurrence', 'transferId'])
    .where('userId', '=', userId)
    .where('id', 'in', ids)
    .execute();
}
