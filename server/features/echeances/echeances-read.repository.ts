import { chunked } from '../../db/bind-limit';
import type { Executor } from '../../db/database';

// The plans' reads, for one user or for the many whose due plans the autoSave job saves
// together: lists of plans and parts are bound a slice at a time (server/db/bind-limit.ts).

/** One user, or several at once (the autoSave job reads the due plans of many users). */
export type Owners = number | readonly number[];

const ownerIn = (owners: Owners) => (typeof owners === 'number' ? ([owners] as const) : owners);

export interface EcheanceFilter {
  budgetId?: number | undefined;
  accountId?: number | undefined;
  /** Only these plans (the autoSave job reads the due ones). */
  ids?: readonly number[] | undefined;
}

/** The users' planned operations, by id, optionally of one budget or one account (either side). */
export function findEcheances(db: Executor, owners: Owners, filter: EcheanceFilter) {
  const { ids } = filter;
  if (ids === undefined) return plans(db, owners, filter).execute();
  // Slices of ids in order, each read by id: the plans come by id.
  return chunked(
    [...ids].sort((a, b) => a - b),
    (slice) => plans(db, owners, filter).where('e.id', 'in', slice).execute(),
  );
}

function plans(db: Executor, owners: Owners, filter: EcheanceFilter) {
  let query = db
    .selectFrom('echeances as e')
    .leftJoin('payees as p', (join) =>
      join.onRef('p.id', '=', 'e.payeeId').onRef('p.userId', '=', 'e.userId'),
    )
    .select([
      'e.id',
      'e.userId',
      'e.accountId',
      'e.toAccountId',
      'e.beginDate',
      'e.nextDate',
      'e.frequency',
      'e.autoSave',
      'e.payeeId',
      'p.name as payeeName',
      'e.typeId',
      'e.amount',
      'e.operationType',
      'e.memo',
    ])
    .where('e.userId', 'in', ownerIn(owners));
  if (filter.budgetId !== undefined) {
    const budgetId = filter.budgetId;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('echeanceBudgets as b')
          .select('b.echeanceId')
          .whereRef('b.userId', '=', 'e.userId')
          .where('b.budgetId', '=', budgetId)
          .whereRef('b.echeanceId', '=', 'e.id'),
      ),
    );
  }
  if (filter.accountId !== undefined) {
    const accountId = filter.accountId;
    query = query.where((eb) =>
      eb.or([eb('e.accountId', '=', accountId), eb('e.toAccountId', '=', accountId)]),
    );
  }
  return query.orderBy('e.id');
}

/** The plans' parts, each plan's by id. */
export function findEcheanceParts(db: Executor, owners: Owners, echeanceIds: readonly number[]) {
  return chunked(echeanceIds, (slice) =>
    db
      .selectFrom('echeanceSplits')
      .select(['id', 'echeanceId', 'categoryId', 'amount', 'memo'])
      .where('userId', 'in', ownerIn(owners))
      .where('echeanceId', 'in', slice)
      .orderBy('id')
      .execute(),
  );
}

export function findEcheancePartTags(db: Executor, owners: Owners, splitIds: readonly number[]) {
  return chunked(splitIds, (slice) =>
    db
      .selectFrom('echeanceSplitTags')
      .select(['echeanceSplitId', 'tagId'])
      .where('userId', 'in', ownerIn(owners))
      .where('echeanceSplitId', 'in', slice)
      .execute(),
  );
}

export function findEcheanceBudgets(db: Executor, owners: Owners, echeanceIds: readonly number[]) {
  return chunked(echeanceIds, (slice) =>
    db
      .selectFrom('echeanceBudgets')
      .select(['echeanceId', 'budgetId'])
      .where('userId', 'in', ownerIn(owners))
      .where('echeanceId', 'in', slice)
      .execute(),
  );
}
