import type { Executor } from '../../db/database';

export interface StatementLinesFilter {
  /** The user's accounts, named so the (user, account, date) index serves the period. */
  accountIds: readonly number[];
  from: string;
  to: string;
  categoryIds: readonly number[];
  payeeIds: readonly number[];
  tagIds: readonly number[];
}

/**
 * Sums of the user's simple operations dated in the period, per part category and payee, keeping
 * the parts of the categories, payees and tags asked (empty: all). Transfers are left out.
 */
export function sumPartsByCategoryAndPayee(
  db: Executor,
  userId: number,
  filter: StatementLinesFilter,
) {
  if (filter.accountIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('splitOperations as s')
    .innerJoin('operations as o', (join) =>
      join.onRef('o.userId', '=', 's.userId').onRef('o.id', '=', 's.operationId'),
    )
    .select(['s.categoryId', 'o.payeeId'])
    .select((eb) => eb.fn.sum<number>('s.amount').as('amount'))
    .where('s.userId', '=', userId)
    .where('o.userId', '=', userId)
    .where('o.accountId', 'in', filter.accountIds)
    .where('o.operationType', '=', 'SIMPLE')
    .where('o.date', '>=', filter.from)
    .where('o.date', '<=', filter.to);
  if (filter.categoryIds.length) query = query.where('s.categoryId', 'in', filter.categoryIds);
  if (filter.payeeIds.length) query = query.where('o.payeeId', 'in', filter.payeeIds);
  if (filter.tagIds.length) {
    const tagIds = filter.tagIds;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('splitOperationTags as t')
          .select('t.tagId')
          .where('t.userId', '=', userId)
          .whereRef('t.splitOperationId', '=', 's.id')
          .where('t.tagId', 'in', tagIds),
      ),
    );
  }
  return query.groupBy(['s.categoryId', 'o.payeeId']).execute();
}
