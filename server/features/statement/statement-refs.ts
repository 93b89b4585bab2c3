import type { CategoryDto } from '../../../contract/categories';
import type { StatementFilter } from '../../../contract/statement';
import type { Executor } from '../../db/database';
import { AppError } from '../../http/app-error';
import { listAccounts } from '../accounts/accounts.service';
import { listCategories } from '../categories/categories.service';
import { listPayees } from '../payees/payees.service';
import { ownsTags } from '../tags/tags.service';

/** What a statement names: the user's accounts, category full names and subtrees, payee names. */
export interface StatementRefs {
  accountIds: number[];
  categoryNames: Map<number, string>;
  /** Each category with every category under it. */
  subtrees: Map<number, number[]>;
  payeeNames: Map<number, string>;
}

function walk(nodes: readonly CategoryDto[], refs: StatementRefs): number[] {
  return nodes.flatMap((node) => {
    refs.categoryNames.set(node.categoryId, node.fullName);
    const subtree = [node.categoryId, ...walk(node.children, refs)];
    refs.subtrees.set(node.categoryId, subtree);
    return subtree;
  });
}

/** The user's references, checking the filter names only theirs (404 otherwise). */
export async function statementRefs(
  db: Executor,
  userId: number,
  filter: StatementFilter,
): Promise<StatementRefs> {
  const [accounts, trees, payees] = await Promise.all([
    listAccounts(db, userId),
    listCategories(db, userId, 'fr', true),
    listPayees(db, userId),
  ]);
  const refs: StatementRefs = {
    accountIds: accounts.map((account) => account.accountId),
    categoryNames: new Map(),
    subtrees: new Map(),
    payeeNames: new Map(payees.map((payee) => [payee.payeeId, payee.name])),
  };
  walk([...trees.credit, ...trees.debit], refs);
  const known =
    filter.categoryIds.every((id) => refs.subtrees.has(id)) &&
    filter.payeeIds.every((id) => refs.payeeNames.has(id)) &&
    (await ownsTags(db, userId, filter.tagIds));
  if (!known) throw AppError.notFound();
  return refs;
}
