import { POINTED } from '../../../../contract/operations';
import type { OperationPointRequest } from '../../../../contract/operations-point';
import { chunks } from '../../../db/chunks';
import type { Executor } from '../../../db/database';
import { inTransaction } from '../../../db/transaction';
import { AppError } from '../../../http/app-error';
import { findStates } from './operations-save.repository';
import * as write from './operations-write.repository';
import { writeOperations } from './operations-write.service';

// POST /api/operation/point (spec 001 §2, §4): all of them or none, through the write path,
// which keeps the pointed totals of account_month_sums exact.

/**
 * Points or unpoints the operations; any id not the user's answers 404 and changes nothing.
 * Those already in the state keep their version, so an open modal's If-Match stays valid.
 */
export function pointOperations(
  db: Executor,
  userId: number,
  { ids, state }: OperationPointRequest,
): Promise<{ count: number }> {
  return inTransaction(db, async (trx) => {
    const sorted = [...ids].sort((a, b) => a - b);
    const changing: number[] = [];
    let found = 0;
    for (const batch of chunks(sorted)) {
      await write.lockOperations(trx, userId, batch);
      for (const row of await findStates(trx, userId, batch)) {
        found += 1;
        if (row.state !== state) changing.push(row.id);
      }
    }
    if (found !== ids.length) throw AppError.notFound();
    if (changing.length > 0) {
      await writeOperations(trx, userId, [
        { kind: 'point', ids: changing, pointed: state === POINTED },
      ]);
    }
    return { count: changing.length };
  });
}
