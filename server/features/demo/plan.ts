import { daysBetween } from '../../../contract/dates';
import { monthStart, yearOf } from './dates';
import { everydayOperations } from './everyday';
import { householdAccounts, type GeneratedAccount } from './household';
import type { GeneratedOperation } from './generated-operations';
import { Prng } from './prng';
import { recurringMonth, type MonthContext } from './recurring';
import { accountMonth } from './recurring-accounts';
import { settle } from './settle';

export interface PlanOptions {
  /** Exactly this many operations (each transfer leg counts as one). */
  operations: number;
  seed: number;
  /** The last day of the generated period (ISO). */
  endDate: string;
  /** Accounts in all (at least the household's 4). */
  accounts?: number;
  /** The period, in years; by default about 70 operations a month, up to 25 years. */
  years?: number;
}

const OPERATIONS_PER_MONTH = 70;
const MAX_MONTHS = 300;
/** At most this share of the operations is fixed income, bills and transfers (the rest: spending). */
const FIXED_SHARE = 0.4;
/** Operations a month of each extra account's fixed life, about. */
const EXTRA_FIXED_PER_MONTH = 2.5;
/** Operations older than this can be pointed; recent ones are still to check. */
const POINT_AFTER_DAYS = 30;
const POINTED_SHARE = 0.15;

export interface Plan {
  startDate: string;
  accounts: GeneratedAccount[];
  operations: GeneratedOperation[];
}

function monthsOf(options: PlanOptions): number {
  if (options.years !== undefined) return Math.max(1, Math.round(options.years * 12));
  return Math.min(MAX_MONTHS, Math.max(1, Math.round(options.operations / OPERATIONS_PER_MONTH)));
}

/** A deterministic list of operations: the same options always give the same plan. */
export function planOperations(options: PlanOptions): Plan {
  const rng = new Prng(options.seed);
  const months = monthsOf(options);
  const accounts = householdAccounts(options.accounts);
  const startDate = monthStart(options.endDate, months - 1);
  const fixed = fixedOperations(rng, accounts, { startDate, months }, options);
  const everyday = everydayOperations({
    rng,
    count: options.operations - fixed.length,
    startDate,
    endDate: options.endDate,
    accounts,
  });
  // Stable sort: the two legs of a transfer stay together, source first.
  const operations = [...fixed, ...everyday].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  settle(operations, accounts, rng);
  for (const op of operations) {
    op.pointed =
      daysBetween(op.date, options.endDate) > POINT_AFTER_DAYS && rng.chance(POINTED_SHARE);
    delete op.fill;
  }
  return { startDate, accounts, operations };
}

function savingsRouting(accounts: readonly GeneratedAccount[]) {
  const savings = accounts.filter((a) => a.role === 'savings' && a.key.startsWith('extra'));
  const spenders = accounts.filter((a) => a.role === 'spender');
  const livretA = accounts.find((a) => a.key === 'livretA') as GeneratedAccount;
  const target = new Map(spenders.map((a, i) => [a.key, savings[i % savings.length] ?? livretA]));
  return (key: string) => target.get(key) ?? livretA;
}

/** The recurring operations of every month up to endDate, as many whole groups as fit. */
function fixedOperations(
  rng: Prng,
  accounts: readonly GeneratedAccount[],
  { startDate, months }: { startDate: string; months: number },
  options: PlanOptions,
): GeneratedOperation[] {
  const extras = accounts.filter((a) => a.key.startsWith('extra'));
  // Few operations for many accounts: the extra accounts' months thin out, spending keeps room.
  const room = (options.operations * FIXED_SHARE) / months - 30;
  const activity = Math.min(1, Math.max(0.05, room / (extras.length * EXTRA_FIXED_PER_MONTH)));
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  let transfers = 0;
  const base = {
    rng,
    endDate: options.endDate,
    months,
    account: (key: string) => byKey.get(key) as GeneratedAccount,
    savingsOf: savingsRouting(accounts),
    nextTransfer: () => ++transfers,
  };
  const operations: GeneratedOperation[] = [];
  for (let m = months - 1; m >= 0; m--) {
    const start = monthStart(options.endDate, m);
    const index = months - 1 - m;
    const ctx: MonthContext = { ...base, start, index, years: yearOf(start) - yearOf(startDate) };
    const groups = recurringMonth(ctx);
    for (const account of extras) {
      if (index === 0 || rng.chance(activity)) groups.push(...accountMonth(ctx, account));
    }
    for (const group of groups) {
      const inPeriod = group.every((op) => op.date <= options.endDate);
      if (inPeriod && operations.length + group.length <= options.operations) {
        operations.push(...group);
      }
    }
  }
  return operations;
}
