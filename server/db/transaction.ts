import type { IsolationLevel } from 'kysely';
import type { Executor } from './database';

/**
 * Runs `work` in a transaction, or inside the caller's when `db` already is one, so services
 * compose: a service called by another joins its transaction instead of opening a second.
 */
export function inTransaction<T>(
  db: Executor,
  work: (trx: Executor) => Promise<T>,
  isolation?: IsolationLevel,
): Promise<T> {
  if (db.isTransaction) return work(db);
  const transaction = db.transaction();
  return (isolation ? transaction.setIsolationLevel(isolation) : transaction).execute(work);
}
