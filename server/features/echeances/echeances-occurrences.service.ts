import { occurrenceDates } from '../../../contract/echeance-occurrences';
import type { OccurrenceStateDto } from '../../../contract/echeance-settings';
import type { IsoDate } from '../../../contract/dates';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../http/app-error';
import {
  deletePlannedOperation,
  findOwnOperation,
} from '../operations/write/operations-occurrences.service';
import * as repository from './echeances-occurrences.repository';
import { readEcheances } from './echeances-read.service';

// Confirming the operation an occurrence matched, and undoing a match or a save.

/** The plan is the user's and the date one of its occurrences (else 404). */
async function checkOccurrence(db: Executor, userId: number, echeanceId: number, date: IsoDate) {
  const [plan] = await readEcheances(db, userId, { ids: [echeanceId] });
  if (!plan || occurrenceDates(plan, date, date).length === 0) throw AppError.notFound();
}

/** POST …/occurrences/{date}/match: the occurrence is matched with one of the user's operations. */
export function matchOccurrence(
  db: Executor,
  userId: number,
  target: { echeanceId: number; date: IsoDate },
  operationId: number,
): Promise<OccurrenceStateDto> {
  const { echeanceId, date } = target;
  return inTransaction(db, async (trx) => {
    await checkOccurrence(trx, userId, echeanceId, date);
    if (!(await findOwnOperation(trx, userId, operationId))) throw AppError.notFound();
    if (await repository.findOccurrence(trx, userId, echeanceId, date)) {
      throw new AppError(409, MessageCode.occurrenceAlreadyDone);
    }
    if ((await repository.findLinkedOperations(trx, userId, [operationId])).size > 0) {
      throw new AppError(409, MessageCode.occurrenceOperationLinked);
    }
    await repository.insertMatch(trx, userId, echeanceId, date, operationId);
    return { echeanceId, date, state: 'MATCHED', operationId };
  });
}

/**
 * DELETE …/occurrences/{date}/match: the occurrence is planned again. A match is forgotten (the
 * operation stays); a saved occurrence's operation is deleted through the write path (a transfer's
 * two legs), the job does not save it again.
 */
export function undoOccurrence(
  db: Executor,
  userId: number,
  target: { echeanceId: number; date: IsoDate },
): Promise<void> {
  const { echeanceId, date } = target;
  return inTransaction(db, async (trx) => {
    await checkOccurrence(trx, userId, echeanceId, date);
    const row = await repository.findOccurrence(trx, userId, echeanceId, date);
    if (!row) throw AppError.notFound();
    if (row.state === 'SAVED' && row.operationId !== null) {
      await deletePlannedOperation(trx, userId, row.operationId);
    }
    await repository.deleteOccurrence(trx, userId, row.id);
  });
}
