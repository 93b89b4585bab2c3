import type { Executor } from '../../db/database';

/** One user, or several at once (the autoSave job reads the due plans of many users). */
export type Owners = number | readonly number[];

const ownerIn = (owners: Owners) => (typeof owners === 'number' ? ([owners] as const) : owners);

export interface EcheanceFilter {
  budgetId?: number | undefined;
  accountId?: number | undefined;
  /** Only these plans (the autoSave job reads the due ones). */
  ids?: readonly number[] | undefined;
}

/** The users' planned operations, optionally of one budget or one account (either side). */
export function findEcheances(db: Executor, owners: Owners, filter: EcheanceFilter) {
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
  if (filter.ids !== undefined) query = query.where('e.id', 'in', filter.ids);
  return query.orderBy('e.id').execute();
}

export function findEcheanceParts(db: Executor, owners: Owners, echeanceIds: readonly number[]) {
  return db
    .selectFrom('echeanceSplits')
    .select(['id', 'echeanceId', 'categoryId', 'amount', 'memo'])
    .where('userId', 'in', ownerIn(owners))
    .where('echeanceId', 'in', echeanceIds)
    .orderBy('id')
    .execute();
}

export function findEcheancePartTags(db: Executor, owners: Owners, splitIds: readonly number[]) {
  return db
    .selectFrom('echeanceSplitTags')
    .select(['echeanceSplitId', 'tagId'])
    .where('userId', 'in', ownerIn(owners))
    .where('echeanceSplitId', 'in', splitIds)
    .execute();
}

export function findEcheanceBudgets(db: Executor, owners: Owners, echeanceIds: readonly number[]) {
  return db
    .selectFrom('echeanceBudgets')
    .select(['echeanceId', 'budgetId'])
    .where('userId', 'in', ownerIn(owners))
    .where('echeanceId', 'in', echeanceIds)
    .execute();
}
