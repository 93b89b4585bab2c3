import { groupBy } from '../../../contract/collections';
import type { Executor } from '../../db/database';
import { listImportPayees, setPayeeImportExcluded } from '../payees/payees-import.service';
import { payeeMatcher } from './import-payee-keywords';
import * as repository from './import-reports.repository';

// POST /api/import/payeeMatch/{payeeId}?excluded=…: whether imported lines may get the payee by
// its keywords, applied at once to the lines under review the user did not edit.

async function withdraw(db: Executor, userId: number, payeeId: number) {
  const lines = await repository.findOpenLines(db, userId, { id: payeeId });
  return repository.updateLines(
    db,
    userId,
    lines.map((line) => line.id),
    { payeeId: null, categoryId: null },
  );
}

async function assign(db: Executor, userId: number, payeeId: number) {
  const payee = (await listImportPayees(db, userId)).filter((p) => p.payeeId === payeeId);
  const match = payeeMatcher(payee);
  const lines = await repository.findOpenLines(db, userId, 'none');
  const matched = lines.flatMap((line) => {
    const choice = match(line);
    return choice === null ? [] : [{ categoryId: choice.categoryId, lineId: line.id }];
  });
  const byCategory = groupBy(
    matched,
    (m) => m.categoryId,
    (m) => m.lineId,
  );
  let updated = 0;
  for (const [categoryId, ids] of byCategory) {
    updated += await repository.updateLines(db, userId, ids, { payeeId, categoryId });
  }
  return updated;
}

export async function setPayeeMatch(
  db: Executor,
  userId: number,
  payeeId: number,
  excluded: boolean,
): Promise<{ updatedLines: number }> {
  return db.transaction().execute(async (trx) => {
    await setPayeeImportExcluded(trx, userId, payeeId, excluded);
    const updatedLines = excluded
      ? await withdraw(trx, userId, payeeId)
      : await assign(trx, userId, payeeId);
    return { updatedLines };
  });
}
