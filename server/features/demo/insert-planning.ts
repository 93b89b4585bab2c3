import { addDays } from '../../../contract/dates';
import type { EcheanceFrequency } from '../../../contract/echeances';
import { BudgetType, OperationKind } from '../../../contract/operations';
import type { Executor } from '../../db/database';
import { dayOfMonth, monthStart } from './dates';
import type { References } from './insert-operations';
import { firstOccurrenceFrom, insertPlanVolume } from './insert-plan-volume';
import type { GeneratedOperation } from './generated-operations';
import type { Prng } from './prng';
import { sortedIds } from './setup';

/** The monthly bills and savings that become planned operations, by payee or transfer target. */
const PLANNED = ['ACME France', 'Foncia', 'EDF', 'Free', 'Netflix'];
/** The ones that save themselves: the salary and the rent. */
const AUTO_SAVED = new Set(['ACME France', 'Foncia']);
const MONTHLY_SAVING = -10_000;

export interface PlanningOptions {
  endDate: string;
  /** Planned operations in all, at least (benchmarks ask more): extra ones of every frequency. */
  plans?: number | undefined;
  random: Prng;
}

/**
 * A favourite forecast budget on the current account and a few monthly planned operations,
 * copied from the last real ones (bonus months aside), due from tomorrow on; the salary and the
 * rent save themselves, and so does a monthly transfer to the Livret A. Then, when asked, more
 * planned operations of every frequency (insert-plan-volume.ts).
 */
export async function insertPlanning(
  db: Executor,
  userId: number,
  plan: readonly GeneratedOperation[],
  refs: References,
  { endDate, plans = 0, random }: PlanningOptions,
): Promise<void> {
  const budget = await db
    .insertInto('budgets')
    .values({
      userId,
      name: 'Budget du foyer',
      type: BudgetType.previsionnel,
      startDate: `${endDate.slice(0, 4)}-01-01`,
      favorite: 1,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('budgetAccounts')
    .values({ userId, budgetId: budget.id, accountId: refs.accounts.current })
    .execute();

  const models = PLANNED.flatMap((payee) => {
    const last = plan.findLast((op) => op.payee === payee && op.parts.length === 1);
    return last ? [last] : [];
  });
  if (models.length === 0) return;
  const tomorrow = addDays(endDate, 1);
  const monthly = (beginDate: string) => ({
    beginDate,
    nextDate: firstOccurrenceFrom({ beginDate, frequency: 'MONTHLY' }, tomorrow),
    frequency: 'MONTHLY' satisfies EcheanceFrequency,
  });
  const rows = models.map((op) => ({
    userId,
    accountId: refs.accounts[op.account],
    ...monthly(dayOfMonth(monthStart(op.date, 12), Number(op.date.slice(8, 10)))),
    autoSave: AUTO_SAVED.has(op.payee ?? '') ? (1 as const) : (0 as const),
    payeeId: op.payee === null ? null : (refs.payees.get(op.payee) ?? null),
    typeId: refs.types.get(op.type) ?? null,
    amount: op.amount,
    operationType: OperationKind.simple,
    memo: op.memo,
  }));
  const saving = {
    userId,
    accountId: refs.accounts.current,
    toAccountId: refs.accounts.livretA,
    ...monthly(dayOfMonth(monthStart(endDate, 12), 5)),
    autoSave: 1 as const,
    payeeId: null,
    typeId: refs.types.get('VIR') ?? null,
    amount: MONTHLY_SAVING,
    operationType: OperationKind.transfer,
    memo: 'Épargne mensuelle',
  };
  const ids = sortedIds(
    await db
      .insertInto('echeances')
      .values([...rows, saving])
      .returning('id')
      .execute(),
  );
  const parts = models.flatMap((op, i) =>
    op.parts.map((part) => ({
      userId,
      echeanceId: ids[i] as number,
      categoryId: part.category === null ? null : (refs.categories.get(part.category) ?? null),
      amount: part.amount,
    })),
  );
  const savingCategory = refs.categories.get('Épargne/Versements épargne') ?? null;
  parts.push({
    userId,
    echeanceId: ids[models.length] as number,
    categoryId: savingCategory,
    amount: MONTHLY_SAVING,
  });
  await db.insertInto('echeanceSplits').values(parts).execute();
  await db
    .insertInto('echeanceBudgets')
    .values(ids.map((echeanceId) => ({ userId, echeanceId, budgetId: budget.id })))
    .execute();
  const extra = plans - ids.length;
  if (extra <= 0) return;
  const context = {
    userId,
    endDate,
    accountIds: Object.values(refs.accounts),
    categoryIds: [...refs.categories.values()],
    random,
  };
  await insertPlanVolume(db, extra, context, budget.id);
}
