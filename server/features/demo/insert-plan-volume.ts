import { addDays } from '../../../contract/dates';
import { occurrenceDates } from '../../../contract/echeance-occurrences';
import { ECHEANCE_FREQUENCIES, type EcheanceFrequency } from '../../../contract/echeances';
import { OperationKind } from '../../../contract/operations';
import type { Executor } from '../../db/database';
import type { Prng } from './prng';
import { sortedIds } from './setup';

// Planned operations in number for the benchmarks: every frequency in turn, one in four saving
// itself, one in five a transfer, every other one in the budget.

const FREQUENCIES = Object.keys(ECHEANCE_FREQUENCIES) as EcheanceFrequency[];
const BATCH = 200;

export interface PlanRowsContext {
  userId: number;
  /** Today for the plans: next dates fall on or after the day after it. */
  endDate: string;
  accountIds: readonly number[];
  categoryIds: readonly number[];
  random: Prng;
}

/** The first date on or after `from`, or null when the rule has none left (steps ≤ 1 year). */
export function firstOccurrenceFrom(
  rule: { beginDate: string; frequency: EcheanceFrequency },
  from: string,
): string | null {
  return occurrenceDates(rule, from, addDays(from, 366))[0] ?? null;
}

function planRow(ctx: PlanRowsContext, i: number) {
  const frequency = FREQUENCIES[i % FREQUENCIES.length]!;
  const transfer = i % 5 === 4 && ctx.accountIds.length > 1;
  const accountId = ctx.accountIds[i % ctx.accountIds.length]!;
  const beginDate =
    frequency === 'ONCE'
      ? addDays(ctx.endDate, ctx.random.int(1, 120))
      : `${ctx.endDate.slice(0, 4)}-01-${String(1 + (i % 28)).padStart(2, '0')}`;
  const rule = { beginDate, frequency };
  return {
    userId: ctx.userId,
    accountId,
    toAccountId: transfer ? ctx.accountIds[(i + 1) % ctx.accountIds.length]! : null,
    beginDate,
    nextDate: firstOccurrenceFrom(rule, addDays(ctx.endDate, 1)),
    frequency,
    autoSave: i % 4 === 0 ? 1 : 0,
    amount: (i % 7 === 6 ? 1 : -1) * 100 * ctx.random.int(5, 900),
    operationType: transfer ? OperationKind.transfer : OperationKind.simple,
    memo: `Prévision ${i + 1}`,
  } as const;
}

/** `count` more planned operations of the user, with one part each; every other one in the budget. */
export async function insertPlanVolume(
  db: Executor,
  count: number,
  ctx: PlanRowsContext,
  budgetId: number,
): Promise<void> {
  for (let at = 0; at < count; at += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, count - at) }, (_, k) =>
      planRow(ctx, at + k),
    );
    const ids = sortedIds(await db.insertInto('echeances').values(rows).returning('id').execute());
    const parts = rows.map((row, k) => ({
      userId: ctx.userId,
      echeanceId: ids[k]!,
      categoryId: ctx.categoryIds[(at + k) % ctx.categoryIds.length] ?? null,
      amount: row.amount,
    }));
    await db.insertInto('echeanceSplits').values(parts).execute();
    const inBudget = ids.filter((_, k) => (at + k) % 2 === 0);
    if (inBudget.length === 0) continue;
    await db
      .insertInto('echeanceBudgets')
      .values(inBudget.map((echeanceId) => ({ userId: ctx.userId, echeanceId, budgetId })))
      .execute();
  }
}
