import {
  operationSearchQuerySchema,
  SEARCH_ALL,
  SEARCH_DEFAULT_PAGE_SIZE,
  SEARCH_PAGE_SIZES,
} from '../../../../contract/operations-search';
import type { SearchParams } from '../operations-api';

// The search lives in the URL (bookmarks, back button); its keys are the query of
// GET /api/operation/search, so the URL is the request.

export const FILTER_KEYS = [
  'text',
  'accounts',
  'type',
  'payee',
  'category',
  'tag',
  'debit',
  'credit',
  'pointed',
  'amountFrom',
  'amountTo',
  'startDate',
  'endDate',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type SearchFilters = Partial<Record<FilterKey, string>>;

/** Filter mode: every filter but the global text (refused to a simple profile, spec 001 §6). */
export const ADVANCED_KEYS: readonly FilterKey[] = FILTER_KEYS.filter((key) => key !== 'text');

export type SearchPageSize = (typeof SEARCH_PAGE_SIZES)[number] | typeof SEARCH_ALL;

export interface SearchState {
  filters: SearchFilters;
  /** From 1. */
  page: number;
  size: SearchPageSize;
}

const toSize = (text: string | null): SearchPageSize => {
  if (text === SEARCH_ALL) return SEARCH_ALL;
  return SEARCH_PAGE_SIZES.find((size) => String(size) === text) ?? SEARCH_DEFAULT_PAGE_SIZE;
};

/** The search a URL holds; `advanced` false drops filter mode's keys. */
export function readSearch(query: URLSearchParams, advanced: boolean): SearchState {
  const filters: SearchFilters = {};
  for (const key of advanced ? FILTER_KEYS : (['text'] as const)) {
    const value = query.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(query.get('page'));
  return {
    filters,
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    size: toSize(query.get('size')),
  };
}

/** A search was asked for: the URL carries one (the form always writes its page). */
export const isRequested = (query: URLSearchParams) => query.size > 0;

/** The URL of a search; the default page size is left out. */
export function writeSearch({ filters, page, size }: SearchState): URLSearchParams {
  const query = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  query.set('page', String(page));
  if (size !== SEARCH_DEFAULT_PAGE_SIZE) query.set('size', String(size));
  return query;
}

export function toApiParams({ filters, page, size }: SearchState): SearchParams {
  return { ...filters, page: String(page), size: String(size) } as SearchParams;
}

/** The count is the same for every page and size. */
export const countParams = (state: SearchState): SearchParams => ({ ...state.filters });

export type FieldErrors = Partial<Record<FilterKey, string>>;

/** The contract's checks of the route, message codes by field (empty when the search is valid). */
export function searchErrors(state: SearchState): FieldErrors {
  const parsed = operationSearchQuerySchema.safeParse(toApiParams(state));
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as FilterKey;
    errors[key] ??= issue.message;
  }
  return errors;
}
