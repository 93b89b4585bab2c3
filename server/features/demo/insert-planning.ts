import type { EcheanceFrequency } from '../../../contract/echeances';
import { BudgetType, OperationKind } from '../../../contract/operations';
import type { Executor } from '../../db/database';
import { dayOfMonth, monthStart } from './dates';
import type { References } from './insert-operations';
import type { PlannedOperation } from './planned';
import { sortedIds } from './setup';

/** The monthly bills and savings that become planned operations, by payee or transfer target. */
const PLANNED = ['ACME France', 'Foncia', 'EDF', 'Free', 'Netflix'];

/**
 * A favourite forecast budget on the current account and a few monthly planned operations,
 * copied from the last real ones (bonus months aside) and due next month.
 */
export async function insertPlanning(
  db: Executor,
  userId: number,
  plan: readonly PlannedOperation[],
  refs: References,
  endDate: string,
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
    const last = plan.findLast((op) => op.payee === payee && op.splits.length === 1);
    return last ? [last] : [];
  });
  if (models.length === 0) return;
  const nextMonth = monthStart(endDate, -1);
  const rows = models.map((op) => ({
    userId,
    accountId: refs.accounts[op.account],
    beginDate: monthStart(op.date, 12),
    nextDate: dayOfMonth(nextMonth, Number(op.date.slice(8, 10))),
    frequency: 'MONTHLY' satisfies EcheanceFrequency,
    payeeId: op.payee === null ? null : (refs.payees.get(op.payee) ?? null),
    typeId: refs.types.get(op.type) ?? null,
    amount: op.amount,
    operationType: OperationKind.simple,
    memo: op.memo,
  }));
  const ids = sortedIds(await db.insertInto('echeances').values(rows).returning('id').execute());
  const splits = models.flatMap((op, i) =>
    op.splits.map((split) => ({
      userId,
      echeanceId: ids[i] as number,
      categoryId: split.category === null ? null : (refs.categories.get(split.category) ?? null),
      amount: split.amount,
    })),
  );
  await db.insertInto('echeanceSplits').values(splits).execute();
  await db
    .insertInto('echeanceBudgets')
    .values(ids.map((echeanceId) => ({ userId, echeanceId, budgetId: budget.id })))
    .execute();
}
