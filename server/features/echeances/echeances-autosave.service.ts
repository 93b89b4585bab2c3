import { toIsoDate, type IsoDate } from '../../../contract/dates';
import { ECHEANCE_DELAY_MAX } from '../../../contract/constants';
import type { Executor } from '../../db/database';
import { savePlannedOperation } from '../operations/operations-planned.service';
import * as repository from './echeances-autosave.repository';
import {
  datesToSave,
  dueDates,
  occurrenceAfter,
  shiftDays,
  type CatchUpSettings,
} from './echeances-catch-up';
import { listPlans, type Plan } from './echeances-plans.service';
import { catchUpOf } from './echeances-settings.service';

// The autoSave job (issue 10 §2): every due occurrence of every autoSave plan becomes a real
// operation through the books' one write path, once, whatever number of servers run the job.

export interface AutoSaveReport {
  /** Occurrences saved as operations by this run. */
  saved: number;
}

async function saveOccurrence(trx: Executor, userId: number, plan: Plan, date: IsoDate) {
  const stamp = new Date().toISOString();
  const claimed = await repository.claimOccurrence(trx, userId, plan.id, date, stamp);
  if (claimed === undefined) return 0;
  const operationId = await savePlannedOperation(trx, userId, {
    echeanceId: plan.id,
    accountId: plan.accountId!,
    toAccountId: plan.operationType === 'TRANSFER' ? plan.toAccountId : null,
    date,
    amount: plan.amount,
    typeId: plan.typeId,
    payeeId: plan.payeeId,
    memo: plan.memo,
    parts: plan.splits,
  });
  await repository.setOccurrenceOperation(trx, userId, claimed, operationId);
  return 1;
}

/**
 * Saves the plan's due occurrences from its next date and moves that date past them, in one
 * transaction. A worker that finds an occurrence already claimed leaves it and goes on.
 */
export function savePlanOccurrences(
  db: Executor,
  userId: number,
  plan: Plan,
  settings: CatchUpSettings,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const nextDate = await repository.findNextDate(trx, userId, plan.id);
    if (nextDate === null || plan.accountId === null) return 0;
    const due = dueDates(plan, nextDate, settings);
    if (due.length === 0) return 0;
    let saved = 0;
    for (const date of datesToSave(due, settings)) {
      saved += await saveOccurrence(trx, userId, plan, date);
    }
    await repository.moveNextDate(trx, userId, plan.id, occurrenceAfter(plan, due.at(-1)!));
    return saved;
  });
}

/** One run of the job at `now`: every user's due autoSave plans. */
export async function runAutoSave(db: Executor, now: number): Promise<AutoSaveReport> {
  const today = toIsoDate(new Date(now));
  const rows = await repository.findDuePlans(db, shiftDays(today, ECHEANCE_DELAY_MAX));
  const byUser = new Map<number, typeof rows>();
  for (const row of rows) {
    if (row.nextDate! > shiftDays(today, row.delay ?? 0)) continue;
    const due = byUser.get(row.userId);
    if (due) due.push(row);
    else byUser.set(row.userId, [row]);
  }
  let saved = 0;
  for (const [userId, due] of byUser) {
    const plans = await listPlans(db, userId, { ids: due.map((row) => row.id) });
    const { delay, catchUp } = due[0]!;
    const settings = { today, delay: delay ?? 0, catchUp: catchUpOf(catchUp) };
    for (const plan of plans) saved += await savePlanOccurrences(db, userId, plan, settings);
  }
  return { saved };
}
