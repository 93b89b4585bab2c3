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
import { listPlansOfUsers, type Plan } from './echeances-plans.service';
import { catchUpOf } from './echeances-settings.service';

// The autoSave job (issue 10 §2): every due occurrence of every autoSave plan becomes a real
// operation through the books' one write path, once, whatever number of servers run the job.

export interface AutoSaveReport {
  /** Occurrences saved as operations by this run. */
  saved: number;
  /** Users whose plans could not be saved (nothing of theirs changed), with why. */
  failed: { userId: number; error: unknown }[];
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

const inTransaction = <T>(db: Executor, work: (trx: Executor) => Promise<T>) =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Saves the plan's due occurrences from its next date and moves that date past them, in one
 * transaction. The move comes first and only from the date read: of several workers, one does
 * it and the others leave the plan; the occurrence's unique key guards each date besides.
 */
export function savePlanOccurrences(
  db: Executor,
  userId: number,
  plan: Plan,
  settings: CatchUpSettings,
): Promise<number> {
  const { nextDate } = plan;
  if (nextDate === null || plan.accountId === null) return Promise.resolve(0);
  const due = dueDates(plan, nextDate, settings);
  if (due.length === 0) return Promise.resolve(0);
  return inTransaction(db, async (trx) => {
    const following = occurrenceAfter(plan, due.at(-1)!);
    if (!(await repository.advanceNextDate(trx, userId, plan.id, nextDate, following))) return 0;
    let saved = 0;
    for (const date of datesToSave(due, settings)) {
      saved += await saveOccurrence(trx, userId, plan, date);
    }
    return saved;
  });
}

type DuePlan = Awaited<ReturnType<typeof repository.findDuePlans>>[number];

/** One user's due plans, in one transaction. */
function saveUserOccurrences(
  db: Executor,
  plans: readonly Plan[],
  settings: CatchUpSettings & { userId: number },
) {
  return inTransaction(db, async (trx) => {
    let saved = 0;
    for (const plan of plans) {
      saved += await savePlanOccurrences(trx, settings.userId, plan, settings);
    }
    return saved;
  });
}

/** Users handled at the same time (PostgreSQL: one pool connection each; SQLite: in turn). */
const CONCURRENT_USERS = 4;
/** Users whose due plans are read together. */
const USERS_PER_READ = 200;

function dueByUser(rows: readonly DuePlan[], today: IsoDate): Map<number, DuePlan[]> {
  const byUser = new Map<number, DuePlan[]>();
  for (const row of rows) {
    if (row.nextDate! > shiftDays(today, row.delay ?? 0)) continue;
    const due = byUser.get(row.userId);
    if (due) due.push(row);
    else byUser.set(row.userId, [row]);
  }
  return byUser;
}

/** Saves the due plans of some users, a few users at a time; a failure is told, not thrown. */
async function saveUsers(db: Executor, today: IsoDate, users: DuePlan[][], report: AutoSaveReport) {
  const plans = await listPlansOfUsers(
    db,
    users.map((due) => due[0]!.userId),
    users.flat().map((row) => row.id),
  );
  const queue = [...users];
  // One user's broken plan (parts that no longer add up…) must not stop the others'.
  const worker = async () => {
    for (let due = queue.shift(); due; due = queue.shift()) {
      const { userId, delay, catchUp } = due[0]!;
      const settings = { userId, today, delay: delay ?? 0, catchUp: catchUpOf(catchUp) };
      try {
        // Read the count first: `saved += await …` would add to a total read before the wait.
        const saved = await saveUserOccurrences(db, plans.get(userId) ?? [], settings);
        report.saved += saved;
      } catch (error) {
        report.failed.push({ userId, error });
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENT_USERS }, worker));
}

/** One run of the job at `now`: every user's due autoSave plans. */
export async function runAutoSave(db: Executor, now: number): Promise<AutoSaveReport> {
  const today = toIsoDate(new Date(now));
  const longest = Math.min(ECHEANCE_DELAY_MAX, await repository.findLongestDelay(db));
  const users = [
    ...dueByUser(await repository.findDuePlans(db, shiftDays(today, longest)), today).values(),
  ];
  const report: AutoSaveReport = { saved: 0, failed: [] };
  for (let at = 0; at < users.length; at += USERS_PER_READ) {
    await saveUsers(db, today, users.slice(at, at + USERS_PER_READ), report);
  }
  return report;
}
