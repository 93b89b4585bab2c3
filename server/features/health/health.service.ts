import type { Executor } from '../../db/database';
import * as repository from './health.repository';

/** UP once the database answers; a failing database fails the request. */
export async function checkHealth(db: Executor): Promise<{ status: 'UP' }> {
  await repository.pingDatabase(db);
  return { status: 'UP' };
}
