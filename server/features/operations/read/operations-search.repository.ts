import { sql, type ExpressionBuilder } from 'kysely';
import { DebitCredit } from '../../../../contract/debit-credit';
import type { OperationSearchQuery } from '../../../../contract/operations-search';
import type { Executor } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { hasText } from './operations-search-text';

// The query of GET /api/operation/search and /search/count; every table scoped by the owner.

type Eb = ExpressionBuilder<Database & { o: Database['operations'] }, 'o'>;

function matches(db: Executor, userId: number, q: OperationSearchQuery) {
  let query = db.selectFrom('operations as o').where('o.userId', '=', userId);
  if (q.accountIds !== null) query = query.where('o.accountId', 'in', q.accountIds);
  if (q.typeId !== null) query = query.where('o.typeId', '=', q.typeId);
  if (q.payeeId !== null) query = query.where('o.payeeId', '=', q.payeeId);
  if (q.pointed) query = query.where('o.state', '=', 'P');
  if (q.direction === DebitCredit.debit) query = query.where('o.amount', '<', 0);
  if (q.direction === DebitCredit.credit) query = query.where('o.amount', '>', 0);
  if (q.amountFrom !== undefined) query = query.where(sql`abs(o.amount)`, '>=', q.amountFrom);
  if (q.amountTo !== undefined) query = query.where(sql`abs(o.amount)`, '<=', q.amountTo);
  const dated = q.byValueDate ? 'o.valueDate' : 'o.date';
  if (q.startDate) query = query.where(dated, '>=', q.startDate);
  if (q.endDate) query = query.where(dated, '<=', q.endDate);
  if (q.categoryId !== null) query = query.where((eb) => inCategory(eb, userId, q.categoryId!));
  if (q.tagId !== null) query = query.where((eb) => hasTag(eb, userId, q.tagId!));
  if (q.text !== null) query = query.where((eb) => hasText(eb, userId, q.text!));
  return query;
}

/** A part in the category or one of its subcategories; -1: a part without category. */
function inCategory(eb: Eb, userId: number, categoryId: number) {
  const parts = eb
    .selectFrom('splitOperations as s')
    .select('s.id')
    .whereRef('s.operationId', '=', 'o.id')
    .where('s.userId', '=', userId);
  if (categoryId === -1) return eb.exists(parts.where('s.categoryId', 'is', null));
  const tree = eb
    .selectFrom('categories as c')
    .select('c.id')
    .where('c.userId', '=', userId)
    .where((w) =>
      w.or([
        w('c.id', '=', categoryId),
        w('c.parentId', '=', categoryId),
        w(
          'c.parentId',
          'in',
          w
            .selectFrom('categories as p')
            .select('p.id')
            .where('p.userId', '=', userId)
            .where('p.parentId', '=', categoryId),
        ),
      ]),
    );
  return eb.exists(parts.where('s.categoryId', 'in', tree));
}

function hasTag(eb: Eb, userId: number, tagId: number) {
  return eb.exists(
    eb
      .selectFrom('splitOperations as s')
      .innerJoin('splitOperationTags as st', 'st.splitOperationId', 's.id')
      .select('s.id')
      .whereRef('s.operationId', '=', 'o.id')
      .where('s.userId', '=', userId)
      .where('st.tagId', '=', tagId),
  );
}

export async function countMatches(db: Executor, userId: number, q: OperationSearchQuery) {
  const row = await matches(db, userId, q)
    .select(sql<number | string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The matches by date then id, at most `limit` of them: their ids first (from an index alone on
 * SQLite when only text is searched), then only those rows, read by id and sorted. One query
 * would make PostgreSQL hash the whole table a second time for the outer rows.
 */
export async function findMatches(
  db: Executor,
  userId: number,
  q: OperationSearchQuery,
  limit: number,
) {
  const ids = await matches(db, userId, q).select('o.id').limit(limit).execute();
  if (ids.length === 0) return [];
  return db
    .selectFrom('operations')
    .select(['id', 'amount'])
    .where('userId', '=', userId)
    .where(
      'id',
      'in',
      ids.map((row) => row.id),
    )
    .orderBy('date')
    .orderBy('id')
    .execute();
}
