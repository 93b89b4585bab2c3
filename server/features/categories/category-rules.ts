import { CategoryRoot, type CategorySaveRequest } from '../../../contract/categories';
import {
  childLevel,
  fitsUnder,
  isPermutationOf,
  isSelfOrDescendant,
} from '../../../contract/category-tree';
import { DebitCredit } from '../../../contract/debit-credit';
import { MessageCode } from '../../../contract/message-codes';
import { comparisonKey } from '../../../contract/text';
import { AppError } from '../../http/app-error';
import { subtreeIds, templateOf } from './categories-tree';
import type { CategoryRow } from './categories.repository';

// The rules of saving and ordering categories (spec 001 §4, §5), checked against the user's rows.

export interface Placement {
  /** The category being updated; undefined for a new one. */
  existing: CategoryRow | undefined;
  /** The template the similar category stands for. */
  similarId: number;
  level: number;
  sortIndex: number;
}

function ownRow(byId: Map<number, CategoryRow>, categoryId: number): CategoryRow {
  const row = byId.get(categoryId);
  if (!row) throw AppError.notFound();
  return row;
}

/** Levels below a category, itself included. */
function heightOf(rows: readonly CategoryRow[], category: CategoryRow): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const levels = subtreeIds(rows, category.id).map((id) => byId.get(id)!.level);
  return Math.max(...levels) - category.level + 1;
}

/**
 * Checks a save against the rules, in the order the screen reads them, and answers where the
 * category goes. Ids of another user (category, parent, similar) answer 404.
 */
export function placeCategory(
  rows: readonly CategoryRow[],
  categoryId: number | null,
  request: CategorySaveRequest,
): Placement {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const existing = categoryId === null ? undefined : ownRow(byId, categoryId);
  const parent = request.parent === null ? undefined : ownRow(byId, request.parent);
  const similar = ownRow(byId, request.similar.categoryId);
  // A category stays in its tree (its operations are credits or debits), and so do its parents.
  if (existing && existing.debitCredit !== request.debitCredit) throw AppError.badRequest();
  if (parent && parent.debitCredit !== request.debitCredit) throw AppError.badRequest();
  if (existing && isSelfOrDescendant(existing.id, request.parent, (id) => byId.get(id)?.parentId)) {
    throw AppError.badRequest(MessageCode.categoryParentItself);
  }
  const parentLevel = parent?.level ?? null;
  if (!fitsUnder(parentLevel, existing ? heightOf(rows, existing) : 1)) {
    throw AppError.badRequest(MessageCode.categoryTooDeep);
  }
  const chosen = templateOf(similar);
  if (chosen === null) throw AppError.badRequest(MessageCode.categorySimilarOwned);
  // A standard category is the copy of its template: it keeps that one whatever the body says.
  const similarId = existing && existing.owned === 0 ? (existing.similarId ?? chosen) : chosen;
  const siblings = rows.filter(
    (row) =>
      row.parentId === request.parent &&
      row.debitCredit === request.debitCredit &&
      row.id !== existing?.id,
  );
  const key = comparisonKey(request.name);
  if (siblings.some((row) => comparisonKey(row.name) === key)) {
    throw new AppError(409, MessageCode.categoryAlreadyExist);
  }
  const stays = existing !== undefined && existing.parentId === request.parent;
  return {
    existing,
    similarId,
    level: childLevel(parentLevel),
    sortIndex: stays ? existing.sortIndex : Math.max(-1, ...siblings.map((s) => s.sortIndex)) + 1,
  };
}

/**
 * The new order of the children of a category or of a root. `sortedIds` names every child, or
 * every enabled child (the screen may hide disabled ones, which then follow in their current
 * order); an id of another user answers 404.
 */
export function orderOfChildren(
  rows: readonly CategoryRow[],
  parent: number | CategoryRoot,
  sortedIds: readonly number[],
): number[] {
  const own = new Set(rows.map((row) => row.id));
  if (!sortedIds.every((id) => own.has(id))) throw AppError.notFound();
  const direction = parent === CategoryRoot.credit ? DebitCredit.credit : DebitCredit.debit;
  const children = rows
    .filter((row) =>
      typeof parent === 'number'
        ? row.parentId === parent
        : row.parentId === null && row.debitCredit === direction,
    )
    .sort((a, b) => a.sortIndex - b.sortIndex || a.id - b.id);
  const all = children.map((row) => row.id);
  const enabled = children.filter((row) => row.enabled === 1).map((row) => row.id);
  if (!isPermutationOf(sortedIds, all) && !isPermutationOf(sortedIds, enabled)) {
    throw AppError.badRequest(MessageCode.categoryReorderInvalid);
  }
  return [...sortedIds, ...all.filter((id) => !sortedIds.includes(id))];
}
