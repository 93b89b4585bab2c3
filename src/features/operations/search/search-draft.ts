import type { SearchFilters } from './search-filters';

/** The filter form's values: amounts in cents (NaN while not an amount), dates ISO or as typed. */
export interface SearchDraft {
  text: string;
  accounts: number | null;
  type: string;
  payee: string;
  category: string;
  tag: string;
  debit: boolean;
  credit: boolean;
  pointed: boolean;
  amountFrom: number | null;
  amountTo: number | null;
  startDate: string | null;
  endDate: string | null;
}

const cents = (text: string | undefined) => (text === undefined ? null : Number(text));

export function draftOf(filters: SearchFilters): SearchDraft {
  return {
    text: filters.text ?? '',
    accounts: filters.accounts === undefined ? null : Number(filters.accounts),
    type: filters.type ?? '',
    payee: filters.payee ?? '',
    category: filters.category ?? '',
    tag: filters.tag ?? '',
    debit: filters.debit === 'true',
    credit: filters.credit === 'true',
    pointed: filters.pointed === 'true',
    amountFrom: cents(filters.amountFrom),
    amountTo: cents(filters.amountTo),
    startDate: filters.startDate ?? null,
    endDate: filters.endDate ?? null,
  };
}

const flag = (on: boolean) => (on ? 'true' : undefined);
const text = (value: number | string | null) => (value === null ? undefined : String(value));

/** The filters to put in the URL: empty ones left out; invalid ones kept so the check names them. */
export function filtersOf(draft: SearchDraft): SearchFilters {
  const filters: SearchFilters = {
    text: draft.text.replace(/\s+/g, ' ').trim(),
    accounts: text(draft.accounts),
    type: draft.type,
    payee: draft.payee,
    category: draft.category,
    tag: draft.tag,
    debit: flag(draft.debit),
    credit: flag(draft.credit),
    pointed: flag(draft.pointed),
    amountFrom: text(draft.amountFrom),
    amountTo: text(draft.amountTo),
    startDate: text(draft.startDate),
    endDate: text(draft.endDate),
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  );
}
