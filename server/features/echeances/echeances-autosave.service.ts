import { addDays, toIsoDate, type IsoDate } from '../../../contract/dates';
import { groupBy } from '../../../contract/collections';
import { ECHEANCE_DELAY_MAX } from '../../../contract/constants';
import type { Executor } from '../../db/database';
import * as repository from './echeances-autosave.repository';
import { saveTogether, workOf } from './echeances-autosave-batch';
import { readEcheancesOfUsers } from './echeances-read.service';
import { catchUpOf } from './echeances-settings.service';

// The autoSave job: every due occurrence of every autoSave plan becomes a real
// operation through the books' one write path, once, whatever number of servers run the job.

export interface AutoSaveReport {
  /** Occurrences saved as operations by this run. */
  saved: number;
  /** Users whose plans could not be saved (nothing of theirs changed), with why. */
  failed: { userId: number; error: unknown }[];
}

type DuePlan = Awaited<ReturnType<typeof repository.findDuePlans>>[number];

/** Users whose due plans are read and saved together. */
const USERS_PER_READ = 200;

function dueByUser(rows: readonly DuePlan[], today: IsoDate): Map<number, DuePlan[]> {
  const due = rows.filter((row) => row.nextDate! <= addDays(today, row.delay ?? 0));
  return groupBy(due, (row) => row.userId);
}

/**
 * Saves the due plans of some users together; when that fails, each user alone, so that one
 * user's broken plan (parts that no longer add up…) stops no one else. A failure is told, not thrown.
 */
async function saveUsers(db: Executor, today: IsoDate, users: DuePlan[][], report: AutoSaveReport) {
  const plans = await readEcheancesOfUsers(
    db,
    users.map((due) => due[0]!.userId),
    users.flat().map((row) => row.id),
  );
  const work = users.map((due) => {
    const { userId, delay, catchUp } = due[0]!;
    const settings = { today, delay: delay ?? 0, catchUp: catchUpOf(catchUp) };
    return workOf(userId, plans.get(userId) ?? [], settings);
  });
  const together = await saveTogether(db, work).catch(() => null);
  if (together !== null) {
    report.saved += together;
    return;
  }
  for (const user of work) {
    try {
      report.saved += await saveTogether(db, [user]);
    } catch (error) {
      report.failed.push({ userId: user.userId, error });
    }
  }
}

/** One run of the job at `now`: every user's due autoSave plans. */
export async function runAutoSave(db: Executor, now: number): Promise<AutoSaveReport> {
  const today = toIsoDate(new Date(now));
  const longest = Math.min(ECHEANCE_DELAY_MAX, await repository.findLongestDelay(db));
  const users = [
    ...dueByUser(await repository.findDuePlans(db, addDays(today, longest)), today).values(),
  ];
  const report: AutoSaveReport = { saved: 0, failed: [] };
  for (let at = 0; at < users.length; at += USERS_PER_READ) {
    await saveUsers(db, today, users.slice(at, at + USERS_PER_READ), report);
  }
  return report;
}
