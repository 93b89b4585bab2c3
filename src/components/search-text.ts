import { comparisonKey } from '../../contract/text';

/** Case and accents ignored, spaces collapsed: how selectors match what a person types. */
export const searchKey = comparisonKey;

export const matchesSearch = (text: string, query: string) =>
  searchKey(text).includes(searchKey(query));
