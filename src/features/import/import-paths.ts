import { toYearMonth } from '../../../contract/operations-period';

// Where the import screens send a person.

export const PRESENTATION_PATH = '/parameters/import-presentation';
export const REVIEW_PATH = '/parameters/import';

export const reviewPath = (importId: number) => `${REVIEW_PATH}?importId=${importId}`;

/** The account's operations page at the month the new lines landed in (yyyy-MM), else this month. */
export function operationsPath(accountId: number, month: string | null, today = new Date()) {
  const yearMonth =
    month ?? toYearMonth({ year: today.getFullYear(), month: today.getMonth() + 1 });
  return `/operations?accountId=${accountId}&yearMonth=${yearMonth}`;
}
