import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from '../../../../contract/echeances';

/** A schedule's recurrence as Actual keeps it in its rule (loot-core's RecurConfig). */
export interface RecurConfig {
  frequency: string;
  interval?: number;
  patterns?: unknown[];
  start: string;
  endMode?: 'never' | 'after_n_occurrences' | 'on_date';
  endOccurrences?: number;
  endDate?: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function addSteps(start: string, frequency: EcheanceFrequency, count: number): string {
  const { unit, step } = ECHEANCE_FREQUENCIES[frequency];
  const [year, month, day] = start.split('-').map(Number) as [number, number, number];
  if (unit === 'day') {
    return new Date(Date.UTC(year, month - 1, day + step * count)).toISOString().slice(0, 10);
  }
  const target = new Date(Date.UTC(year, month - 1 + step * count, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The last date a recurring schedule falls on, when it ends: on a date, or after n times. */
export function scheduleEndDate(config: RecurConfig, frequency: EcheanceFrequency): string | null {
  if (config.endMode === 'on_date' && ISO_DATE.test(config.endDate ?? '')) return config.endDate!;
  const times = config.endOccurrences ?? 0;
  if (config.endMode !== 'after_n_occurrences' || !ISO_DATE.test(config.start) || times < 1)
    return null;
  return addSteps(config.start, frequency, times - 1);
}
