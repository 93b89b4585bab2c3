import { addDays, type IsoDate } from '../../../contract/dates';
import type { EcheanceCatchUp } from '../../../contract/echeance-settings';
import { occurrenceDates, type OccurrenceRule } from '../../../contract/echeance-occurrences';

// Which due occurrences the autoSave job saves: those due today (their date less the delay is
// today) always; those missed while no server ran (that day already past) by the user's policy.

export interface CatchUpSettings {
  today: IsoDate;
  delay: number;
  catchUp: EcheanceCatchUp;
}

/** The due dates to save among `due` (in order), by the missed-dates policy. */
export function datesToSave(due: readonly IsoDate[], settings: CatchUpSettings): IsoDate[] {
  const firstOnTime = addDays(settings.today, settings.delay);
  const missed = due.filter((date) => date < firstOnTime);
  const onTime = due.filter((date) => date >= firstOnTime);
  const kept =
    settings.catchUp === 'ALL' ? missed : settings.catchUp === 'LATEST' ? missed.slice(-1) : [];
  return [...kept, ...onTime];
}

/** The occurrences from `nextDate` whose date less the delay is today or earlier. */
export function dueDates(rule: OccurrenceRule, nextDate: IsoDate, settings: CatchUpSettings) {
  return occurrenceDates(rule, nextDate, addDays(settings.today, settings.delay));
}

/** The first occurrence after `date`, or null when the plan has none left (steps ≤ 1 year). */
export function occurrenceAfter(rule: OccurrenceRule, date: IsoDate): IsoDate | null {
  return occurrenceDates(rule, addDays(date, 1), addDays(date, 367))[0] ?? null;
}
