import { BudgetType } from '../../../contract/operations';
import type { ForeignBooks } from '../../../contract/books-import';
import type { Executor } from '../../db/database';
import { restoreBudgets } from '../budgets/budgets-restore.service';
import { restorePlans } from '../echeances/echeances-restore.service';
import type { BooksImportPlan } from './books-import-plan';
import { idOf, type ReferenceIds } from './books-import-references';

// The scheduled items of a plan as planned operations, and its budget goals as one budget named
// after the source, over the accounts the file brought.

/** One goal per category and month: categories folded into one add their amounts up. */
function goalsOf(books: ForeignBooks, ids: ReferenceIds) {
  const goals = new Map<string, { categoryId: number; month: string; amount: number }>();
  for (const goal of books.budgetGoals) {
    const categoryId = ids.categories.get(goal.categoryKey)!;
    const key = `${categoryId} ${goal.month}`;
    const kept = goals.get(key);
    if (kept) kept.amount += goal.amount;
    else goals.set(key, { categoryId, month: goal.month, amount: goal.amount });
  }
  return [...goals.values()];
}

export async function createPlanning(
  trx: Executor,
  userId: number,
  books: ForeignBooks,
  plan: BooksImportPlan,
  ids: ReferenceIds,
) {
  await restorePlans(
    trx,
    userId,
    plan.scheduled.map((s) => ({
      accountId: ids.accounts.get(s.accountKey)!,
      toAccountId: idOf(ids.accounts, s.toAccountKey),
      beginDate: s.nextDate,
      nextDate: s.nextDate,
      frequency: s.frequency,
      autoSave: false,
      payeeId: idOf(ids.payees, s.payeeKey),
      typeId: null,
      amount: s.amount,
      operationType: s.toAccountKey === null ? 'SIMPLE' : 'TRANSFER',
      memo: s.memo,
      parts: s.parts.map((part) => ({
        categoryId: idOf(ids.categories, part.categoryKey),
        amount: part.amount,
        memo: part.memo,
        tagIds: part.tagKeys.map((key) => ids.tags.get(key)!),
      })),
      budgetIds: [],
    })),
  );
  if (plan.budgetName === null) return;
  const months = books.budgetGoals.map((g) => g.month).sort();
  await restoreBudgets(trx, userId, [
    {
      name: plan.budgetName,
      type: BudgetType.planned,
      startDate: `${months[0]}-01`,
      favorite: false,
      accountIds: [...new Set(ids.accounts.values())],
      goals: goalsOf(books, ids),
    },
  ]);
}
