import type { PayeeDto } from '../../../contract/payees';
import type { Executor } from '../../db/database';
import {
  applyPayeeDefaults,
  type PayeeDefaults,
} from '../operations/write/operations-payees.service';
import { getPayee } from './payees.service';

/** Gives the payee's defaults to its operations whose category is undefined; answers how many. */
export async function refreshPayee(db: Executor, userId: number, payeeId: number) {
  const payee = await getPayee(db, userId, payeeId);
  const defaults: PayeeDefaults = {
    tagIds: payee.tags.map((tag) => tag.tagId),
    credit: sideDefaults(payee.creditCategory.categoryId, payee.splitCategoriesCredit),
    debit: sideDefaults(payee.debitCategory.categoryId, payee.splitCategoriesDebit),
  };
  return { count: await applyPayeeDefaults(db, userId, payeeId, defaults) };
}

function sideDefaults(categoryId: number, parts: PayeeDto['splitCategoriesCredit']) {
  return {
    categoryId: categoryId > 0 ? categoryId : null,
    parts: parts.map((part) => ({
      category: part.category.categoryId > 0 ? part.category.categoryId : null,
      tags: part.tags.map((tag) => tag.tagId),
      amount: part.amount,
      percentage: part.percentage,
    })),
  };
}
