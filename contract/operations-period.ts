import { z } from 'zod';
import type { IsoDate } from './dates';
import { MessageCode } from './message-codes';

// The period of the operations list (spec 001 §2, §9): one month, or a whole year (month -1).

/** The month value that means the whole year. */
export const WHOLE_YEAR = -1;
/** Year lists run from next year down to this one. */
export const YEAR_LIST_MIN = 2000;

export interface ListPeriod {
  year: number;
  /** 1 to 12, or WHOLE_YEAR. */
  month: number;
}

/** The years offered: next year down to 2000. */
export function yearList(today: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = today.getFullYear() + 1; year >= YEAR_LIST_MIN; year -= 1) years.push(year);
  return years;
}

/** Previous (-1) or next (+1) month; a whole year steps a year. */
export function stepPeriod(period: ListPeriod, step: -1 | 1): ListPeriod {
  if (period.month === WHOLE_YEAR) return { year: period.year + step, month: WHOLE_YEAR };
  const index = period.year * 12 + period.month - 1 + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The yearMonth query value: "2024-03" for a month, "2024" for a whole year. */
export function toYearMonth({ year, month }: ListPeriod): string {
  const yyyy = String(year).padStart(4, '0');
  return month === WHOLE_YEAR ? yyyy : `${yyyy}-${String(month).padStart(2, '0')}`;
}

const YEAR_MONTH = /^(\d{4})(?:-(0[1-9]|1[0-2]))?$/;

/** The dates a yearMonth covers, both included; null when the text is not one. */
export function yearMonthRange(text: string): { startDate: IsoDate; endDate: IsoDate } | null {
  const match = YEAR_MONTH.exec(text);
  if (!match) return null;
  const [, year = '', month] = match;
  if (month === undefined) return { startDate: `${year}-01-01`, endDate: `${year}-12-31` };
  const lastDay = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return { startDate: `${year}-${month}-01`, endDate: `${year}-${month}-${lastDay}` };
}

/** A yearMonth in a query, parsed to the dates it covers. */
export const yearMonthSchema = z.string().transform((text, ctx) => {
  const range = yearMonthRange(text);
  if (!range) ctx.addIssue({ code: 'custom', message: MessageCode.operationPeriodInvalid });
  return range ?? z.NEVER;
});
