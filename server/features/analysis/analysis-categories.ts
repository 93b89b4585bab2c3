import type { AnalysisQuery, RowDimension } from '../../../contract/analysis';
import type { CategoryDto, CategoryTreesDto } from '../../../contract/categories';
import type { Direction } from '../../../contract/debit-credit';
import type { Executor } from '../../db/database';
import { listCategories } from '../categories/categories.service';
import type { AnalysisFact } from './analysis-sums.service';

// The user's category trees as the analysis reads them: order, names, direction, descendants.

/** The undefined category in a request's categoryIds (spec 001: category -1). */
export const UNDEFINED_CATEGORY = -1;

export interface Catalogue {
  /** Credit tree then debit tree, each parent before its children. */
  order: CategoryDto[];
  byId: Map<number, CategoryDto>;
  roots: CategoryDto[];
}

function flatten(dtos: readonly CategoryDto[]): CategoryDto[] {
  return dtos.flatMap((dto) => [dto, ...flatten(dto.children)]);
}

export function catalogueOf(trees: CategoryTreesDto): Catalogue {
  const roots = [...trees.credit, ...trees.debit];
  const order = flatten(roots);
  return { order, roots, byId: new Map(order.map((dto) => [dto.categoryId, dto])) };
}

/** Lines made from each fact's category (SIGN by its side). */
export const CATEGORY_ROWS: readonly RowDimension[] = [
  'CATEGORY',
  'PARENT_CATEGORY',
  'CATEGORY_TRANSFER',
  'SIGN',
];

/** credit or debit alone: a fact's side is its category's. */
export const bySide = (query: AnalysisQuery) => query.credit !== query.debit;

/**
 * The user's categories when the request needs them (category lines, a side, categoryIds);
 * balances and totals by account or period go without (issue 27: one statement fewer).
 */
export async function catalogueFor(
  db: Executor,
  userId: number,
  locale: string,
  query: AnalysisQuery,
): Promise<Catalogue> {
  const needed =
    bySide(query) ||
    query.categoryIds !== undefined ||
    query.groupBy.rows.some((row) => CATEGORY_ROWS.includes(row));
  return catalogueOf(
    needed ? await listCategories(db, userId, locale, true) : { credit: [], debit: [] },
  );
}

/** The categories asked and all their descendants; null (undefined) for -1. */
export function withDescendants(catalogue: Catalogue, ids: readonly number[]) {
  const found: (number | null)[] = ids.includes(UNDEFINED_CATEGORY) ? [null] : [];
  for (const id of ids) {
    const dto = catalogue.byId.get(id);
    if (dto) found.push(...flatten([dto]).map((child) => child.categoryId));
  }
  return [...new Set(found)];
}

/**
 * A fact's side: its category's tree; for the undefined category, the sign of its amount (as in
 * the survey, so a refund in a debit category lowers the debits instead of adding a credit).
 */
export function directionOf(catalogue: Catalogue, fact: AnalysisFact): Direction {
  const dto = fact.categoryId === null ? undefined : catalogue.byId.get(fact.categoryId);
  if (dto) return dto.debitCredit;
  return fact.total >= 0 ? 1 : -1;
}
