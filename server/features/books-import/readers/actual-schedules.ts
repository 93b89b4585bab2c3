import type { ForeignScheduled } from '../../../../contract/books-import';
import type { EcheanceFrequency } from '../../../../contract/echeances';
import type { ActualScheduleRow } from './actual-rows';
import { actualDate, type ActualLookups } from './actual-lookups';
import { scheduleEndDate, type RecurConfig } from './actual-recurrence';

// Actual's schedules as scheduled items. A schedule keeps what it matches in the conditions of its
// rule (account, payee, date, amount: the rules table's own field names "acct" and "description")
// and what it sets in the rule's actions (category, notes); its name, the label Actual shows, is
// the memo when it sets no notes. Its date is one day (a schedule that falls once) or a
// recurrence config: { frequency, interval, patterns, endMode, … }.

interface RuleItem {
  op: string;
  field: string | null;
  value: unknown;
  options?: { splitIndex?: number };
}

export interface ActualSchedulesRead {
  scheduled: ForeignScheduled[];
  /** The names of the schedules not brought. */
  notBrought: string[];
}

const STEPS: Record<string, Partial<Record<number, EcheanceFrequency>>> = {
  daily: { 7: 'WEEKLY', 14: 'BIWEEKLY' },
  weekly: { 1: 'WEEKLY', 2: 'BIWEEKLY' },
  monthly: { 1: 'MONTHLY', 2: 'BIMONTHLY', 3: 'QUARTERLY', 6: 'SEMIANNUAL', 12: 'YEARLY' },
  yearly: { 1: 'YEARLY' },
};

function frequencyOf(date: unknown): EcheanceFrequency | null {
  if (typeof date === 'string') return 'ONCE';
  const config = date as RecurConfig | null;
  if (!config || (config.patterns?.length ?? 0) > 0) return null;
  return STEPS[config.frequency]?.[config.interval ?? 1] ?? null;
}

function amountOf(value: unknown): number | null {
  if (Number.isSafeInteger(value)) return value as number;
  const range = value as { num1?: unknown; num2?: unknown } | null;
  if (!Number.isSafeInteger(range?.num1) || !Number.isSafeInteger(range?.num2)) return null;
  return Math.round(((range!.num1 as number) + (range!.num2 as number)) / 2);
}

const parseItems = (json: string | null): RuleItem[] => {
  const items: unknown = JSON.parse(json ?? '[]');
  return Array.isArray(items) ? (items as RuleItem[]) : [];
};

const text = (value: unknown) => (typeof value === 'string' && value.trim()) || null;

/** What a schedule's rule says: the conditions it matches, the category and notes it sets. */
function scheduleTerms(row: ActualScheduleRow) {
  const conditions = parseItems(row.conditions);
  const actions = parseItems(row.actions).filter((a) => !a.options?.splitIndex);
  const condition = (...fields: string[]) => conditions.find((c) => fields.includes(c.field ?? ''));
  const setting = (field: string) => actions.find((a) => a.op === 'set' && a.field === field);
  const date = condition('date')?.value;
  return {
    accountKey: text(condition('acct', 'account')?.value),
    date,
    frequency: frequencyOf(date),
    amount: amountOf(condition('amount')?.value ?? 0),
    payee: text(condition('description', 'payee')?.value),
    category: text(setting('category')?.value),
    notes: text(setting('notes')?.value),
  };
}

function scheduleOf(row: ActualScheduleRow, lookups: ActualLookups): ForeignScheduled | null {
  const { accountKey, date, frequency, amount, payee, category, notes } = scheduleTerms(row);
  const known = accountKey !== null && lookups.accountKeys.has(accountKey);
  if (row.completed || !known || !frequency || amount === null || row.nextDate === null)
    return null;
  const toAccount = payee ? lookups.transferAccounts.get(payee) : undefined;
  const isTransfer = toAccount !== undefined && toAccount !== accountKey;
  const categoryKey = isTransfer ? null : lookups.category(category);
  return {
    key: row.id,
    accountKey,
    toAccountKey: isTransfer ? toAccount : null,
    payeeKey: lookups.payee(payee),
    memo: notes ?? text(row.name),
    amount,
    parts: [{ categoryKey, amount, memo: null, tagKeys: [] }],
    frequency,
    nextDate: actualDate(row.nextDate),
    endDate: typeof date === 'string' ? null : scheduleEndDate(date as RecurConfig, frequency),
  };
}

export function actualSchedules(
  rows: readonly ActualScheduleRow[],
  lookups: ActualLookups,
): ActualSchedulesRead {
  const read: ActualSchedulesRead = { scheduled: [], notBrought: [] };
  for (const row of rows) {
    const scheduled = scheduleOf(row, lookups);
    if (scheduled) read.scheduled.push(scheduled);
    else read.notBrought.push(text(row.name) ?? row.id);
  }
  return read;
}
