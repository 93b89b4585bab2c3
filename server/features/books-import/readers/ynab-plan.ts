import type { ForeignBooks } from '../../../../contract/books-import';
import { csvRecords, invalidBooksFile, type CsvRecord } from './csv-book-rows';
import { ynabCategoryKey, type YnabCategoryName } from './ynab-categories';
import { centsOf, decimalMarkOf, planMonthOf } from './ynab-formats';

// The plan of YNAB's export ("… - Plan.csv", "… - Budget.csv" before 2025): per month and
// category what was assigned ("Budgeted" in older exports), its activity and what is available.
// What was assigned becomes the month's budget goal; activity and availability follow from the
// transactions and are not kept.

export const PLAN_COLUMNS = ['Month', 'Available'] as const;

export interface YnabPlanLine extends YnabCategoryName {
  month: string;
  assigned: number;
}

const assignedCell = (record: CsvRecord) => record.Assigned ?? record.Budgeted;

function categoryName(record: CsvRecord): YnabCategoryName {
  const group = (record['Category Group'] ?? '').trim();
  const category = (record.Category ?? '').trim();
  if (group && category) return { group, category };
  const both = (record['Category Group/Category'] ?? '').trim();
  const separator = both.indexOf(': ');
  if (separator < 0) throw invalidBooksFile();
  return { group: both.slice(0, separator), category: both.slice(separator + 2) };
}

export function ynabPlan(csvText: string): YnabPlanLine[] {
  const records = csvRecords(csvText, PLAN_COLUMNS);
  if (records.some((record) => assignedCell(record) === undefined)) throw invalidBooksFile();
  const mark = decimalMarkOf(
    records.flatMap((record) => [assignedCell(record) ?? '', record.Available ?? '']),
  );
  return records.map((record) => ({
    ...categoryName(record),
    month: planMonthOf(record.Month ?? ''),
    assigned: centsOf(assignedCell(record) ?? '', mark),
  }));
}

/** The months' goals: what was assigned to each category, where anything was. */
export function planGoals(lines: readonly YnabPlanLine[]): ForeignBooks['budgetGoals'] {
  return lines
    .filter((line) => line.assigned !== 0)
    .map((line) => ({
      categoryKey: ynabCategoryKey(line),
      month: line.month,
      amount: line.assigned,
    }));
}
