import type { ForeignPart, ForeignScheduled } from '../../../../contract/books-import';
import {
  parseRational,
  ZERO,
  type GncScheduled,
  type GncSplit,
  type GncTransaction,
} from './gnucash-book';
import { negate, shareCents, sum, toCents } from './gnucash-cents';
import type { GncChart } from './gnucash-chart';
import { dueOf, frequencyOf } from './gnucash-recurrence';

// Scheduled transactions: GnuCash keeps each one's template transaction on a template account of
// its own, the real account and amounts of each template split in its slots (sched-xaction/
// account, debit-numeric, credit-numeric, and the formulas typed). One money account with its
// categories, or two (a transfer), is brought; a formula with variables, several money accounts,
// a disabled or ended schedule, or a recurrence Pécule cannot repeat is not.

interface TemplateSplit {
  accountGuid: string;
  amount: GncSplit['value'];
  memo: string;
}

const PLAIN_NUMBER = /^[\d\s.,'\u00a0\u202f+-]*$/;

function templateSplitOf(split: GncSplit): TemplateSplit | null {
  const slot = (name: string) => split.slots.get(`sched-xaction/${name}`);
  const formulas = [slot('debit-formula') ?? '', slot('credit-formula') ?? ''];
  if (formulas.some((f) => !PLAIN_NUMBER.test(f))) return null;
  const numeric = (name: string) => {
    const text = slot(name);
    return text ? parseRational(text) : ZERO;
  };
  return {
    accountGuid: slot('account') ?? '',
    amount: sum([numeric('debit-numeric'), negate(numeric('credit-numeric'))]),
    memo: split.memo.trim(),
  };
}

const isNegative = (split: TemplateSplit) => split.amount.num < 0n;

function scheduledOf(
  sx: GncScheduled,
  template: GncTransaction,
  chart: GncChart,
): ForeignScheduled | null {
  const frequency = frequencyOf(sx.recurrences);
  const due = frequency && dueOf(sx);
  const splits = template.splits.map(templateSplitOf);
  if (!frequency || !due || !sx.enabled || splits.some((s) => s === null)) return null;
  const lines = splits as TemplateSplit[];
  const money = lines.filter((s) => chart.roleOf(s.accountGuid) === 'account');
  const others = lines.filter((s) => chart.roleOf(s.accountGuid) !== 'account');
  if (money.length < 1 || money.length > 2 || (money.length === 1 && others.length === 0)) {
    return null;
  }
  const [main, to] = money.length === 2 && !isNegative(money[0]!) ? [money[1]!, money[0]!] : money;
  const counterparts = to ? [...others, to] : others;
  const amount = toCents(main!.amount, chart.account(main!.accountGuid)?.scu ?? 100);
  const shares = shareCents(
    amount,
    counterparts.map((s) => negate(s.amount)),
  );
  if (!shares) return null;
  const parts = counterparts.map((s, i): ForeignPart => ({
    categoryKey: s === to ? null : chart.categoryKey(s.accountGuid),
    amount: shares[i]!,
    memo: s.memo || null,
    tagKeys: [],
  }));
  return {
    key: sx.guid,
    accountKey: main!.accountGuid,
    toAccountKey: to?.accountGuid ?? null,
    payeeKey: template.description.trim() || null,
    memo: main!.memo || null,
    amount,
    parts,
    frequency,
    nextDate: due.nextDate,
    endDate: due.endDate,
  };
}

export interface ScheduledOutcome {
  scheduled: ForeignScheduled[];
  /** The names of the schedules not brought. */
  left: string[];
}

export function mapScheduled(
  book: { scheduled: GncScheduled[]; templateTransactions: GncTransaction[] },
  chart: GncChart,
): ScheduledOutcome {
  const outcome: ScheduledOutcome = { scheduled: [], left: [] };
  for (const sx of book.scheduled) {
    const templates = book.templateTransactions.filter((t) =>
      t.splits.some((s) => s.accountGuid === sx.templateAccountGuid),
    );
    const mapped = templates.length === 1 ? scheduledOf(sx, templates[0]!, chart) : null;
    if (mapped) outcome.scheduled.push(mapped);
    else outcome.left.push(sx.name || sx.guid);
  }
  return outcome;
}
