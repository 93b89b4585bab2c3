import type { IsoDate } from '../../../contract/dates';
import { chunks } from '../../db/chunks';
import type { Executor } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import {
  saveOccurrenceOperations,
  type OccurrenceOperation,
} from '../operations/write/operations-occurrences.service';
import * as repository from './echeances-autosave.repository';
import { datesToSave, dueDates, occurrenceAfter, type CatchUpSettings } from './echeances-catch-up';
import type { Echeance } from './echeances-read.service';

// The autoSave job's writes for many users at once: most users have one due occurrence or none
// on a day, so a few multi-row statements per batch of users, not a dozen per occurrence.

/** What a user's due plans ask of a run: next dates to move, occurrences to save. */
export interface UserWork {
  userId: number;
  moves: repository.NextDateMove[];
  occurrences: { plan: Echeance; date: IsoDate }[];
}

/** Rows per statement that sets a value by id (a CASE of one branch per row). */
const ROWS_PER_CASE = 500;

/** From each plan's next date: the dates due, those the missed-dates policy keeps, the date after. */
export function workOf(userId: number, plans: readonly Echeance[], settings: CatchUpSettings) {
  const work: UserWork = { userId, moves: [], occurrences: [] };
  for (const plan of plans) {
    const { nextDate } = plan;
    if (nextDate === null || plan.accountId === null) continue;
    const due = dueDates(plan, nextDate, settings);
    if (due.length === 0) continue;
    const to = occurrenceAfter(plan, due.at(-1)!);
    work.moves.push({ userId, id: plan.id, from: nextDate, to });
    for (const date of datesToSave(due, settings)) work.occurrences.push({ plan, date });
  }
  return work;
}

const plannedOf = (plan: Echeance, date: IsoDate): OccurrenceOperation => ({
  echeanceId: plan.id,
  accountId: plan.accountId!,
  toAccountId: plan.operationType === 'TRANSFER' ? plan.toAccountId : null,
  date,
  amount: plan.amount,
  typeId: plan.typeId,
  payeeId: plan.payeeId,
  memo: plan.memo,
  parts: plan.parts,
});

const keyOf = (echeanceId: number, date: string) => `${echeanceId}|${date}`;

/** Moves the plans' next dates if still as read; answers the ids of the plans moved. */
async function advance(trx: Executor, users: readonly UserWork[]) {
  const moved = new Set<number>();
  for (const batch of chunks(
    users.flatMap((user) => user.moves),
    ROWS_PER_CASE,
  )) {
    for (const id of await repository.advanceNextDates(trx, batch)) moved.add(id);
  }
  return moved;
}

/** Claims the occurrences; answers the row id of each claimed, by plan and date. */
async function claim(
  trx: Executor,
  occurrences: readonly { userId: number; plan: Echeance; date: IsoDate }[],
) {
  const claimed = new Map<string, number>();
  const stamp = new Date().toISOString();
  for (const batch of chunks(occurrences)) {
    const keys = batch.map(({ userId, plan, date }) => ({
      userId,
      echeanceId: plan.id,
      dueDate: date,
    }));
    for (const row of await repository.claimOccurrences(trx, keys, stamp)) {
      claimed.set(keyOf(row.echeanceId, row.dueDate), row.id);
    }
  }
  return claimed;
}

/**
 * Saves the users' due occurrences as operations and moves their plans' next dates past them,
 * in one transaction; answers how many were saved. The moves come first and only from the dates
 * read: of several workers, one moves a plan and the others leave it; each date's unique key
 * guards it besides (a date the user matched is left alone).
 */
export function saveTogether(db: Executor, users: readonly UserWork[]): Promise<number> {
  const work = async (trx: Executor) => {
    const moved = await advance(trx, users);
    const wanted = users.flatMap(({ userId, occurrences }) =>
      occurrences.filter(({ plan }) => moved.has(plan.id)).map((due) => ({ userId, ...due })),
    );
    const claimed = await claim(trx, wanted);
    const saving = wanted.filter(({ plan, date }) => claimed.has(keyOf(plan.id, date)));
    const operationIds = await saveOccurrenceOperations(
      trx,
      saving.map(({ userId, plan, date }) => ({ userId, planned: plannedOf(plan, date) })),
    );
    const links = saving.map(({ userId, plan, date }, i) => ({
      userId,
      id: claimed.get(keyOf(plan.id, date))!,
      operationId: operationIds[i]!,
    }));
    for (const batch of chunks(links, ROWS_PER_CASE))
      await repository.setOccurrenceOperations(trx, batch);
    return saving.length;
  };
  return inTransaction(db, work);
}
