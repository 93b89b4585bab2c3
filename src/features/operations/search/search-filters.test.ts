import { describe, expect, it } from 'vitest';
import { draftOf, filtersOf } from './search-draft';
import { readSearch, searchErrors, toApiParams, writeSearch } from './search-filters';

describe('search filters in the URL', () => {
  it('reads and writes the same search, the default page size left out', () => {
    const query = new URLSearchParams('text=caf%C3%A9&category=-1&pointed=true&page=3&size=all');
    const search = readSearch(query, true);
    expect(search).toEqual({
      filters: { text: 'café', category: '-1', pointed: 'true' },
      page: 3,
      size: 'all',
    });
    expect(writeSearch({ ...search, size: 25 }).toString()).toBe(
      'text=caf%C3%A9&category=-1&pointed=true&page=3',
    );
    expect(toApiParams(search)).toEqual({ ...search.filters, page: '3', size: 'all' });
  });

  it('drops filter mode for a simple profile and bad page numbers and sizes', () => {
    const query = new URLSearchParams('text=a&amountFrom=5&page=-2&size=7');
    expect(readSearch(query, false)).toEqual({ filters: { text: 'a' }, page: 1, size: 25 });
  });

  it('names the contract’s message codes by field', () => {
    const search = (filters: Record<string, string>) => ({ filters, page: 1, size: 25 as const });
    expect(searchErrors(search({ amountFrom: '-500' }))).toEqual({
      amountFrom: 'operation.search.negative-amount-disallowed',
    });
    expect(searchErrors(search({ amountFrom: '900', amountTo: '100' }))).toEqual({
      amountTo: 'operation.search.amount.range',
    });
    expect(searchErrors(search({ startDate: '2026-02-30' }))).toHaveProperty('startDate');
    expect(searchErrors(search({ text: 'x', amountFrom: '0' }))).toEqual({});
  });

  it('turns the form into filters and back: text spaces collapsed, empty fields left out', () => {
    const draft = {
      ...draftOf({}),
      text: '  café   crème ',
      accounts: 11,
      credit: true,
      amountTo: 1250,
      startDate: '2026-01-01',
    };
    const filters = filtersOf(draft);
    expect(filters).toEqual({
      text: 'café crème',
      accounts: '11',
      credit: 'true',
      amountTo: '1250',
      startDate: '2026-01-01',
    });
    expect(draftOf(filters)).toEqual({ ...draft, text: 'café crème' });
  });
});
