import type { ImportLineDto, ImportLineEdit } from '../../../contract/import';
import { MessageCode } from '../../../contract/message-codes';
import type { Executor } from '../../db/database';
import type { ImportedOperationsTable } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { listCategoryNames } from '../categories/categories-import.service';
import { readEcheances } from '../echeances/echeances-read.service';
import { operationRefs } from './import-candidates.service';
import { listImportPayees } from '../payees/payees-import.service';
import { lineDtoOf } from './import-report-dto';
import * as repository from './import-reports.repository';
import type { Updateable } from 'kysely';

// The user's changes to a line under review. The bank's identity of the line (fingerprint,
// occurrence, bank id) never changes: it is what the bank will send again.

type Line = NonNullable<Awaited<ReturnType<typeof repository.findLine>>>;

async function ownLine(db: Executor, userId: number, lineId: number): Promise<Line> {
  const line = await repository.findLine(db, userId, lineId);
  if (!line) throw AppError.notFound();
  return line;
}

async function checkRefs(db: Executor, userId: number, edit: ImportLineEdit) {
  if (edit.payeeId != null) {
    const payees = await listImportPayees(db, userId);
    if (!payees.some((payee) => payee.payeeId === edit.payeeId)) throw AppError.notFound();
  }
  if (edit.categoryId != null) {
    const categories = await listCategoryNames(db, userId);
    if (!categories.some((category) => category.id === edit.categoryId)) {
      throw AppError.notFound();
    }
  }
}

const CLEARED_MATCH = {
  matchedOperationId: null,
  matchKind: null,
  matchDayGap: null,
  matchSimilarity: null,
  merge: 0,
  echeanceId: null,
  echeanceDate: null,
} as const;

function changesOf(line: Line, edit: ImportLineEdit): Updateable<ImportedOperationsTable> {
  const { cancelMatch, merge, included, ...fields } = edit;
  const changes: Updateable<ImportedOperationsTable> = { ...fields, edited: 1 };
  if (included !== undefined) changes.included = included ? 1 : 0;
  if (merge !== undefined) {
    if (line.matchedOperationId === null || line.alreadyImported === 1) {
      throw AppError.badRequest(MessageCode.validation);
    }
    changes.merge = merge ? 1 : 0;
  }
  if (cancelMatch) {
    if (line.alreadyImported === 1)
      throw AppError.badRequest(MessageCode.importLineAlreadyImported);
    Object.assign(changes, CLEARED_MATCH);
  }
  return changes;
}

export async function lineDto(db: Executor, userId: number, lineId: number) {
  const line = await ownLine(db, userId, lineId);
  const ids = [line.matchedOperationId, line.transferOperationId].filter((id) => id !== null);
  const refs = await operationRefs(db, userId, ids);
  const plans = new Map<number, string>();
  if (line.echeanceId !== null) {
    for (const plan of await readEcheances(db, userId, { ids: [line.echeanceId] })) {
      plans.set(plan.id, plan.payeeName ?? plan.memo ?? '');
    }
  }
  return lineDtoOf(line, { refs, plans });
}

/** POST /api/import/ope/{importedOperationId}. */
export async function editLine(
  db: Executor,
  userId: number,
  lineId: number,
  edit: ImportLineEdit,
): Promise<ImportLineDto> {
  const line = await ownLine(db, userId, lineId);
  await checkRefs(db, userId, edit);
  await repository.updateLines(db, userId, [line.id], changesOf(line, edit));
  return lineDto(db, userId, lineId);
}

/** POST /api/import/ope/{importedOperationId}/cancelTransferAssociation. */
export async function cancelTransfer(
  db: Executor,
  userId: number,
  lineId: number,
): Promise<ImportLineDto> {
  await ownLine(db, userId, lineId);
  await repository.updateLines(db, userId, [lineId], { transferOperationId: null, edited: 1 });
  return lineDto(db, userId, lineId);
}
