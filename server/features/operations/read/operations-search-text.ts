import { sql, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../../db/schema';

// The text condition of the operations search. Every searched text is stored folded by the
// contract's searchFold (migration 0010, kept by every write), and the query text arrives folded
// the same way, so a plain LIKE compares them alike on both databases.

type Eb = ExpressionBuilder<Database & { o: Database['operations'] }, 'o'>;

/** A LIKE pattern finding `text` anywhere, with % _ and \ taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The folded text in the memo, the payee's name, or a part's memo, category name or tag name.
 * Each source is its own `o.id in (…)` set, found from the few payees, categories and tags that
 * match through the indexes (the cross joins keep SQLite's planner in that order); only the
 * memos are read one by one.
 */
export function hasText(eb: Eb, userId: number, text: string) {
  const pattern = containsPattern(text);
  const like = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
  const partMemos = eb
    .selectFrom('splitOperations as s')
    .select('s.operationId')
    .where('s.userId', '=', userId)
    .where('s.memoFolded', '<>', sql.lit(''))
    .where(like('s.memoFolded'));
  const categoryParts = eb
    .selectFrom('categories as c')
    .crossJoin('splitOperations as s')
    .select('s.operationId')
    .where('c.userId', '=', userId)
    .where(like('c.nameFolded'))
    .where('s.userId', '=', userId)
    .whereRef('s.categoryId', '=', 'c.id');
  const taggedParts = eb
    .selectFrom('tags as t')
    .crossJoin('splitOperationTags as st')
    .crossJoin('splitOperations as s')
    .select('s.operationId')
    .where('t.userId', '=', userId)
    .where(like('t.nameFolded'))
    .where('st.userId', '=', userId)
    .whereRef('st.tagId', '=', 't.id')
    .whereRef('s.id', '=', 'st.splitOperationId');
  const payees = eb
    .selectFrom('payees as p')
    .select('p.id')
    .where('p.userId', '=', userId)
    .where(like('p.nameFolded'));
  return eb.or([
    like('o.memoFolded'),
    eb('o.payeeId', 'in', payees),
    eb('o.id', 'in', partMemos),
    eb('o.id', 'in', categoryParts),
    eb('o.id', 'in', taggedParts),
  ]);
}
