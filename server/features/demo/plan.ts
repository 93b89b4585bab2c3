import { daysBetween, monthStart, yearOf } from './dates';
import { everydayOperations } from './everyday';
import type { PlannedOperation } from './planned';
import { Prng } from './prng';
import { recurringMonth } from './recurring';

export interface PlanOptions {
  /** Exactly this many operations (each transfer leg counts as one). */
  operations: number;
  seed: number;
  /** The last day of the generated period (ISO). */
  endDate: string;
}

/** About 70 operations a month (3 years for 2,500), up to 25 years: denser beyond that. */
const OPERATIONS_PER_MONTH = 70;
const MAX_MONTHS = 300;
/** Operations older than this can be pointed; recent ones are still to check. */
const POINT_AFTER_DAYS = 30;
const POINTED_SHARE = 0.15;

export interface Plan {
  startDate: string;
  operations: PlannedOperation[];
}

/** A deterministic list of operations: the same options always give the same plan. */
export function planOperations(options: PlanOptions): Plan {
  const rng = new Prng(options.seed);
  const months = Math.min(
    MAX_MONTHS,
    Math.max(1, Math.round(options.operations / OPERATIONS_PER_MONTH)),
  );
  const startDate = monthStart(options.endDate, months - 1);
  const fixed = fixedOperations(rng, startDate, months, options);
  const everyday = everydayOperations({
    rng,
    count: options.operations - fixed.length,
    startDate,
    endDate: options.endDate,
    months,
  });
  // Stable sort: the two legs of a transfer stay together, source first.
  const operations = [...fixed, ...everyday].sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : 0,
  );
  for (const op of operations) {
    op.pointed =
      daysBetween(op.date, options.endDate) > POINT_AFTER_DAYS && rng.chance(POINTED_SHARE);
  }
  return { startDate, operations };
}

/** The recurring operations of every month up to endDate, as many whole groups as fit. */
function fixedOperations(
  rng: Prng,
  startDate: string,
  months: number,
  options: PlanOptions,
): PlannedOperation[] {
  let transfers = 0;
  const operations: PlannedOperation[] = [];
  for (let m = months - 1; m >= 0; m--) {
    const start = monthStart(options.endDate, m);
    const years = yearOf(start) - yearOf(startDate);
    const groups = recurringMonth({ rng, start, years, nextTransfer: () => ++transfers });
    for (const group of groups) {
      const inPeriod = group.every((op) => op.date <= options.endDate);
      if (inPeriod && operations.length + group.length <= options.operations) {
        operations.push(...group);
      }
    }
  }
  return operations;
}
